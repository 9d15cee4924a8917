// An upload as the HTTP layer leaves it for a queue: bytes written into the
// queue's staging folder, ready to be handed over with enqueue().
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StagedFile } from '../../mail/delivery/lead-record.ts';

/** Writes bytes into stagingDir as an upload would arrive, and describes the file. */
export async function stagedFile(
  stagingDir: string,
  bytes: Buffer,
  filename = 'cv.pdf',
  contentType = 'application/pdf',
): Promise<StagedFile> {
  const file = path.join(stagingDir, `upload-${randomBytes(8).toString('hex')}`);
  await writeFile(file, bytes);
  return { filename, contentType, path: file, size: bytes.length };
}
