import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentSummary, EditorCollection, EditorDraft } from '../../src/content/editor-api.ts';
import { collectionDirs, documentFile, documentUrl } from './document-files.ts';
import { readDraft } from './page-drafts.ts';
import type { SiteRepository } from './repository/site-repository.ts';

/** A front matter field as text, or undefined when it is not text. */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Today as the build judges a post's date: the UTC date, YYYY-MM-DD. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** A page as the list shows it; a file whose front matter cannot be read is listed under its name. */
export function summaryOf(
  collection: EditorCollection,
  name: string,
  draft: EditorDraft | undefined,
  version: string,
  today: string,
): DocumentSummary {
  const fields = draft?.frontMatter ?? {};
  const slug = textOf(fields.slug) ?? name;
  const date = textOf(fields.date);
  const status = fields.draft === true ? 'draft' : date !== undefined && date > today ? 'scheduled' : 'published';
  return {
    collection,
    name,
    file: documentFile(collection, name),
    title: textOf(fields.title) ?? name,
    slug,
    ...(collection === 'post' && date !== undefined && { date }),
    status,
    lang: textOf(fields.lang) ?? 'en',
    url: documentUrl(collection, slug),
    version,
  };
}

/** The names of a collection's pages: its `.md` files without the extension, in name order. */
export async function documentNames(repository: SiteRepository, collection: EditorCollection): Promise<string[]> {
  const entries = await readdir(path.join(repository.dir, collectionDirs[collection])).catch((): string[] => []);
  return entries
    .filter((entry) => /^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(entry))
    .map((entry) => entry.slice(0, -'.md'.length))
    .sort();
}

/** One page of a collection read: its summary, and whether its front matter could be read at all. */
interface ListedPage {
  summary: DocumentSummary;
  readable: boolean;
}

async function readCollection(
  repository: SiteRepository,
  collection: EditorCollection,
  today: string,
): Promise<ListedPage[]> {
  const pages: ListedPage[] = [];
  for (const name of await documentNames(repository, collection)) {
    const state = await repository.read(documentFile(collection, name));
    if (!state) continue; // removed while the folder was being read
    const opened = readDraft(collection, state.bytes.toString('utf8'));
    const summary = summaryOf(collection, name, opened.ok ? opened.draft : undefined, state.version, today);
    pages.push({ summary, readable: opened.ok });
  }
  return pages;
}

/** Every page of a collection, each file read and its front matter parsed, in name order. */
export async function listCollection(
  repository: SiteRepository,
  collection: EditorCollection,
  today = utcToday(),
): Promise<DocumentSummary[]> {
  return (await readCollection(repository, collection, today)).map((page) => page.summary);
}

/** The slugs the collection's other readable pages have: a page's own must differ from each. */
export async function otherSlugs(
  repository: SiteRepository,
  collection: EditorCollection,
  except: string,
): Promise<string[]> {
  const pages = await readCollection(repository, collection, utcToday());
  return pages.filter((page) => page.readable && page.summary.name !== except).map((page) => page.summary.slug);
}
