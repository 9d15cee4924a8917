import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What makes a DOCX or ODT unfit for a recruiter's machine. */
export type ZipHazard = 'bomb' | 'macros' | 'program' | 'damaged';

/** How far a resume's archive may unpack: a long CV with photos stays far below. */
export const zipLimits = {
  /** Bytes of every entry together, unpacked. */
  unpackedBytes: 50 * 1024 * 1024,
  entries: 1000,
  /** Unpacked to packed, for any entry past `ratioFromBytes`. */
  ratio: 100,
  // Small entries of repetitive XML can pack tighter than 100:1 in honest files, and
  // cannot hurt: a thousand of them at this size stay under `unpackedBytes` anyway.
  ratioFromBytes: 1024 * 1024,
} as const;

/** Macro storage: Office's VBA project and Excel 4 macro sheets, OpenDocument's Basic and script folders. */
const macroNames = [
  /(^|\/)vbaproject\.bin$/i,
  /(^|\/)vbadata\.xml$/i,
  /(^|\/)macrosheets\//i,
  /^basic\//i,
  /^scripts\//i,
];
/** Binary OLE parts (ActiveX controls, embedded OLE objects); printer settings are a plain DEVMODE record. */
const oleParts = /\.bin$/i;
const printerSettings = /(^|\/)printersettings\d*\.bin$/i;
const programNames = /\.(exe|dll|msi|bat|cmd|com|js|jse|vbs|vbe|ps1|scr|jar|hta|wsf|lnk|cpl|pif)$/i;

/** A Windows (MZ) or Linux (ELF) executable, or a Mach-O one, by its first bytes. */
function isProgram(head: Buffer): boolean {
  if (head.subarray(0, 2).toString('latin1') === 'MZ') return true;
  const magic = head.length >= 4 ? head.readUInt32BE(0) : 0;
  return [0x7f454c46, 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic);
}

/** The hazard an entry's name alone shows, from the central directory. */
function nameHazard(name: string): ZipHazard | undefined {
  if (macroNames.some((pattern) => pattern.test(name))) return 'macros';
  if (programNames.test(name)) return 'program';
  if (oleParts.test(name) && !printerSettings.test(name)) return 'program';
  return undefined;
}

/**
 * Unpacks one entry, counting its bytes against what the archive may still
 * unpack, and looks at its first bytes. yauzl (validateEntrySizes) fails the
 * stream as soon as an entry unpacks past the size the central directory
 * declared, so a lying directory cannot inflate more than it admitted.
 */
async function readEntry(zip: ZipFile, entry: Entry, budget: number): Promise<{ hazard?: ZipHazard; read: number }> {
  let read = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of await zip.openReadStreamPromise(entry)) {
    read += (chunk as Buffer).length;
    if (read > budget) return { hazard: 'bomb', read };
    if (head.length < 4) head = Buffer.concat([head, chunk as Buffer]).subarray(0, 4);
  }
  return { ...(isProgram(head) && { hazard: 'program' as const }), read };
}

/** Judges the archive from its central directory, then unpacks it within the same bounds. */
async function inspect(zip: ZipFile): Promise<ZipHazard | undefined> {
  if (zip.entryCount > zipLimits.entries) return 'bomb';
  const entries: Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    declared += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (declared > zipLimits.unpackedBytes) return 'bomb';
    if (entry.uncompressedSize > zipLimits.ratioFromBytes && ratio > zipLimits.ratio) return 'bomb';
    const hazard = nameHazard(entry.fileName);
    if (hazard) return hazard;
    if (entry.isEncrypted() || !entry.canDecodeFileData()) return 'damaged';
    if (!entry.fileName.endsWith('/')) entries.push(entry);
  }
  let budget = zipLimits.unpackedBytes;
  for (const entry of entries) {
    const { hazard, read } = await readEntry(zip, entry, Math.min(budget, entry.uncompressedSize));
    if (hazard) return hazard;
    budget -= read;
  }
  return undefined;
}

/**
 * What in a DOCX or ODT could hurt whoever opens it, or undefined when nothing:
 * past {@link zipLimits} unpacked ('bomb'), VBA or OpenDocument macros
 * ('macros'), an embedded program by name or by its first bytes ('program'),
 * or an archive that cannot be read to its end ('damaged', which includes an
 * entry unpacking past the size its directory declared).
 */
export async function zipHazard(file: string): Promise<ZipHazard | undefined> {
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
    return await inspect(zip);
  } catch (error) {
    // yauzl's words for an entry that unpacked past its declared size: a bomb that lied about itself.
    return /too many bytes/i.test(String((error as Error).message)) ? 'bomb' : 'damaged';
  } finally {
    zip?.close();
  }
}
