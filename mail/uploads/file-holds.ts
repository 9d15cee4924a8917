import { createReadStream } from 'node:fs';

/**
 * Whether the file's bytes hold any of `needles` (ASCII, case-insensitive),
 * anywhere: read in chunks with an overlap, so a needle split between two
 * chunks is still found and the file is never whole in memory.
 */
export async function fileHolds(file: string, needles: readonly string[]): Promise<boolean> {
  const lower = needles.map((needle) => needle.toLowerCase());
  const overlap = Math.max(...lower.map((needle) => needle.length)) - 1;
  let tail = '';
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    // latin1 maps each byte to one character, so no byte sequence is lost or merged.
    const text = tail + (chunk as Buffer).toString('latin1').toLowerCase();
    if (lower.some((needle) => text.includes(needle))) return true;
    tail = overlap > 0 ? text.slice(-overlap) : '';
  }
  return false;
}
