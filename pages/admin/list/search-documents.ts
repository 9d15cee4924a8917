import type { DocumentSummary } from '../../../src/content/editor-api.ts';
import { adminMessages } from '../messages.ts';

/** Lowercase, without accents, so "Ubersicht" finds "Übersicht". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Whether a page matches what was typed: every word of the query is in its
 * title, address, file name, language, kind or status (as the list shows them).
 */
export function matchesSearch(doc: DocumentSummary, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      doc.title,
      doc.slug,
      doc.url,
      doc.name,
      doc.lang,
      doc.date ?? '',
      adminMessages.list.kind[doc.collection] ?? '',
      adminMessages.list.status[doc.status] ?? '',
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
