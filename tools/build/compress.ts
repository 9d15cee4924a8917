import { availableParallelism } from 'node:os';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|xml|txt|svg)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes .br and .gz beside every text file under dir, so the server never
 * compresses at request time. dir/.build/ is left out: the server reads those
 * files and never serves them. zlib's asynchronous calls run on libuv's thread
 * pool, so one file a core is compressed at a time: brotli at its best quality
 * is most of the prerender's time.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).startsWith(`.build${path.sep}`));
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const next = files.values();
  const compressEach = async () => {
    for (const file of next) {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzipped(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += bytes.length;
      totals.brotli += br.length;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, compressEach));
  return totals;
}
