import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates a staging folder, or empties the one a previous run left: uploads
 * cut off when the process was killed (SIGKILL, a second SIGTERM) and files
 * half-written by a crash. Called once at start, before any request is read,
 * so nothing in it can still be in progress: the folder belongs to this
 * process alone (one DATA_DIR per process). Returns how many entries it removed.
 */
export async function clearStaging(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const names = await readdir(dir);
  await Promise.all(names.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  return names.length;
}
