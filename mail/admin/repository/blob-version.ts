import { createHash } from 'node:crypto';

/**
 * A file's version as git names its content: the SHA-1 of `blob <length>\0`
 * and the bytes, equal to `git hash-object <file>`. Computed here, so reading a
 * page costs no git process, and a file not yet committed has one too.
 */
export function blobVersion(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}
