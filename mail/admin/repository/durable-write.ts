import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Flushes a folder's entries (a rename into it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `bytes` to `file` so that after a crash the file holds either its old
 * bytes or all the new ones, never a part: a temp file beside it (a name no
 * content watcher takes for Markdown), fsync, rename over the file, fsync the
 * folder.
 */
export async function writeFileDurably(file: string, bytes: Uint8Array): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}
