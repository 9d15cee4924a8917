import { open } from 'node:fs/promises';

const END_OF_CHAIN = 0xfffffffe;
/** Sectors a directory may span before we call the file damaged: far more than any resume's. */
const MAX_DIRECTORY_SECTORS = 1024;

/** Reads `length` bytes at `position`, or fewer at the file's end. */
async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The names of every stream and storage in an OLE compound file (the container
 * of Word 97 documents, but also of MSI installers, old Excel files and
 * Outlook messages), or undefined when the file is not one we can read. Done by
 * hand from the format's header, FAT and directory ([MS-CFB]) because no
 * installed package reads it; a resume is at most 5 MB, so the header's 109
 * FAT sector numbers always cover it and the DIFAT chain is not needed.
 */
export async function compoundFileNames(file: string): Promise<string[] | undefined> {
  const whole = await readAt(file, 0, 8 * 1024 * 1024);
  if (whole.length < 512 || whole.readUInt32BE(0) !== 0xd0cf11e0) return undefined;
  const sectorSize = 1 << whole.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return undefined;
  const sector = (n: number) => whole.subarray((n + 1) * sectorSize, (n + 2) * sectorSize);
  const fat: number[] = [];
  for (let i = 0; i < Math.min(109, whole.readUInt32LE(0x2c)); i++) {
    const fatSector = sector(whole.readUInt32LE(0x4c + i * 4));
    for (let at = 0; at + 4 <= fatSector.length; at += 4) fat.push(fatSector.readUInt32LE(at));
  }
  const names: string[] = [];
  let next = whole.readUInt32LE(0x30);
  for (let hops = 0; next !== END_OF_CHAIN; hops++) {
    const directory = sector(next);
    if (hops > MAX_DIRECTORY_SECTORS || directory.length < sectorSize) return undefined;
    for (let at = 0; at + 128 <= directory.length; at += 128) {
      const length = directory.readUInt16LE(at + 0x40);
      const type = directory[at + 0x42];
      if (type && length >= 2 && length <= 64) names.push(directory.toString('utf16le', at, at + length - 2));
    }
    next = fat[next] ?? END_OF_CHAIN;
  }
  return names;
}
