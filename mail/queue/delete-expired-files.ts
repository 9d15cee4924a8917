import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from '../delivery/directory-sync.ts';
import { receivedAtOf } from './mail-id.ts';

/** A file named after a submission: `<id>.json`, `<id>.attachment`, `<id>.batch`, `<id>.acknowledgement.eml` … */
const submissionFile = /^(\d{13}-[0-9a-f]{16})\.[\w.]+$/;

/** The id of the submission a file is named after, or undefined for any other name. */
export const submissionIdOf = (name: string): string | undefined => submissionFile.exec(name)?.[1];

/**
 * Deletes from dir every file named after a submission received before
 * `before`, durably, and returns their names; a missing dir has none. Age is
 * read from the id, the time the post was accepted, which a copy, a restore or
 * a touch cannot change as they change a file's mtime. Any other name is left
 * alone: it is not ours to judge.
 */
export async function deleteExpiredFiles(dir: string, before: Date): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const expired = names.filter((name) => {
    const id = submissionIdOf(name);
    return id !== undefined && receivedAtOf(id) < before;
  });
  for (const name of expired)
    await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  if (expired.length > 0) await syncDirectory(dir);
  return expired;
}
