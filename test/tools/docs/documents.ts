// The documents the docs tests read: every README.md in the tree, the pages of
// docs/, and the partners' embedding guide. One walk, so both tests skip the same
// folders: installed packages, git's own, and what the build and tests make.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders no document of ours lives in; `dist`, `dist-server` and `dist-admin` by their prefix. */
const skipped = (name: string) =>
  name.startsWith('dist') || ['node_modules', '.git', 'test-output', '.cache', 'var'].includes(name);

/** The partners' guide at /widgets/guide: its prose is this Markdown file, not a README. */
export const partnerGuide = path.join('src', 'content', 'widgets', 'guide.md');

/** Every README.md under `dir`, as a path from the repository's root. */
export function readmes(dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped(entry.name) ? [] : readmes(file);
    return entry.name === 'README.md' ? [file] : [];
  });
}

/** Every README.md, every page of docs/, and the partner guide. */
export function documents(): string[] {
  const docs = readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return [...readmes(), ...docs, partnerGuide];
}

/** Every file and folder name in the tree, for a name written without its folder (`spool.ts`). */
export function allNames(dir = '.', into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped(entry.name)) continue;
    into.add(entry.name);
    if (entry.isDirectory()) allNames(path.join(dir, entry.name), into);
  }
  return into;
}
