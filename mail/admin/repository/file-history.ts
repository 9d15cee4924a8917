import type { HistoryEntry } from '../../../src/content/editor-api.ts';

/** One commit of a file's history, with the path the file had in it (`git log --follow` crosses renames). */
export interface FileVersion extends HistoryEntry {
  path: string;
}

/** What `git log` is asked to print per commit: fields apart by NUL, none of which can hold one. */
export const HISTORY_FORMAT = '%H%x00%an%x00%ae%x00%aI%x00%s';

/**
 * Reads `git log -z --name-only --format=HISTORY_FORMAT` output: per commit its
 * five fields, each ended by NUL, then (after a line break) the file's path in
 * that commit, ended by NUL. A commit that prints no path (a merge) keeps the
 * path of the one after it in time order, which is the one read before it.
 */
export function parseHistory(output: string, currentPath: string): FileVersion[] {
  const tokens = output.split('\0');
  const entries: FileVersion[] = [];
  let index = 0;
  let path = currentPath;
  while (index + 4 < tokens.length) {
    const [commit = '', author = '', email = '', date = '', message = ''] = tokens.slice(index, index + 5);
    if (!/^[0-9a-f]{40}$/.test(commit))
      throw new Error(`git log printed "${commit.slice(0, 60)}" where a commit was due`);
    index += 5;
    const next = tokens[index];
    if (next?.startsWith('\n')) {
      path = next.slice(1);
      index += 1;
    }
    entries.push({ commit, author, email, date, message, path });
  }
  return entries;
}
