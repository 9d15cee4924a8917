import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|xml|txt|svg)$/;

/** Writes .br and .gz beside every text file under dir, so the server never compresses at request time. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.brotli += brotli.length;
  }
  return totals;
}
