import { mkdir, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates a staging folder, or deletes from it the files a previous run left:
 * uploads cut off when the process was killed (SIGKILL, a second SIGTERM) and
 * files half-written by a crash. Only names `ours` accepts are touched, so a
 * folder shared by mistake (or /tmp) loses nothing else. Called once at start,
 * before any request is read: one DATA_DIR belongs to one process, so none of
 * those files can still be in progress. Returns how many it deleted.
 */
export async function clearStaging(dir: string, ours: (name: string) => boolean): Promise<number> {
  await mkdir(dir, { recursive: true });
  const names = (await readdir(dir)).filter(ours);
  await Promise.all(
    names.map((name) =>
      unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
  return names.length;
}
