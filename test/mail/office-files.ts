// Real office files built byte by byte for the upload tests: ZIP archives
// (DOCX, ODT, a zip bomb), OLE compound files (Word 97) and their hostile twins.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry of a ZIP: its bytes, or bytes already deflated with the size and CRC they unpack to. */
export interface ZipEntry {
  name: string;
  content?: Buffer;
  packed?: { data: Buffer; size: number; crc: number };
  /** The uncompressed size written in the central directory, when it should lie. */
  declaredSize?: number;
}

/** A ZIP archive of `entries`, deflated (stored when `content` is empty), with its central directory. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = entry.content ?? Buffer.alloc(0);
    const packed = entry.packed ?? { data: deflateRawSync(content), size: content.length, crc: crc32(content) };
    const size = entry.declaredSize ?? packed.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(packed.crc >>> 0, 14);
    local.writeUInt32LE(packed.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.crc >>> 0, 16);
    central.writeUInt32LE(packed.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed.data);
    centrals.push(central, name);
    offset += local.length + name.length + packed.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `size` zero bytes deflated, without ever holding them: one 16 MiB block of
 * zeros is deflated once with a full flush (so it needs nothing before it) and
 * repeated, then a final empty block ends the stream. `size` is a multiple of 16 MiB.
 */
export function deflatedZeros(size: number): { data: Buffer; size: number; crc: number } {
  const block = Buffer.alloc(16 * 1024 * 1024);
  const packedBlock = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = size / block.length;
  let crc = 0;
  for (let i = 0; i < count; i++) crc = crc32(block, crc);
  const data = Buffer.concat([...Array.from({ length: count }, () => packedBlock), deflateRawSync(Buffer.alloc(0))]);
  return { data, size, crc };
}

const wordXml = (text: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );

/** The parts of a Word document's package before its body. */
const docxFrame: ZipEntry[] = [
  {
    name: '[Content_Types].xml',
    content: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    content: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  },
];

/** A DOCX whose body says `text`, with `extra` entries after it (or `body` in place of the usual one). */
export function docx(extra: readonly ZipEntry[] = [], body?: ZipEntry): Buffer {
  return zip([
    ...docxFrame,
    body ?? { name: 'word/document.xml', content: wordXml('Zoë Łukasz, senior React developer') },
    ...extra,
  ]);
}

/** An OpenDocument text: its mimetype entry first, as the format asks, then `extra` entries. */
export function odt(extra: readonly ZipEntry[] = []): Buffer {
  return zip([
    { name: 'mimetype', content: Buffer.from('application/vnd.oasis.opendocument.text') },
    {
      name: 'content.xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>Zoë Łukasz</text:p></office:text></office:body></office:document-content>',
      ),
    },
    {
      name: 'META-INF/manifest.xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/></manifest:manifest>',
      ),
    },
    ...extra,
  ]);
}

/**
 * An OLE compound file (512-byte sectors: header, one FAT sector, one
 * directory sector) whose directory lists a root and `streams`: with a
 * `WordDocument` stream it is how Word 97 stores a .doc; without, it could be
 * an installer or a spreadsheet.
 */
export function compoundFile(streams: readonly string[]): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // the directory in sector 1
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  file.fill(0xff, 0x4c, 512);
  file.writeUInt32LE(0, 0x4c); // the FAT in sector 0
  const fat = 512;
  file.fill(0xff, fat, fat + 512);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  const names = ['Root Entry', ...streams].slice(0, 4);
  names.forEach((name, i) => {
    const at = 1024 + i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(file, at);
    file.writeUInt16LE(utf16.length, at + 0x40);
    file[at + 0x42] = i === 0 ? 5 : 2;
    file.writeUInt32LE(0xffffffff, at + 0x44);
    file.writeUInt32LE(0xffffffff, at + 0x48);
    file.writeUInt32LE(i === 0 && names.length > 1 ? 1 : 0xffffffff, at + 0x4c);
    file.writeUInt32LE(0xfffffffe, at + 0x74);
  });
  return file;
}

/** The EICAR anti-virus test file: harmless, and every scanner's signature list names it. */
export const eicar = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
