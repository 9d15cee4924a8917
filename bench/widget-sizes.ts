import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Compressed sizes of one file or a set of files, in bytes. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const staticImports = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
const dynamicImports = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function sizesOf(file: string): Sizes {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Every file a module script loads before it runs: itself and its static
 * imports, transitively. With `lazy`, also what it imports later (import()),
 * transitively: all a widget ever loads, once React has come too. `skip`
 * leaves out a file and all it alone would bring.
 */
export function closure(
  entry: string,
  { lazy = false, skip = (_file: string): boolean => false }: { lazy?: boolean; skip?: (file: string) => boolean } = {},
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || (seen.size > 0 && skip(file))) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const matches = [...code.matchAll(staticImports), ...(lazy ? code.matchAll(dynamicImports) : [])];
    for (const match of matches) {
      const spec = match[1] ?? '';
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(path.resolve(entry));
  return [...seen];
}

/** Sums the sizes of files (each compressed on its own, as a server sends them). */
export function total(files: readonly string[]): Sizes {
  return files.map(sizesOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/** The built widget entries (dist/widgets/*.js) and the shared runtime chunk. */
export function widgetFiles(dist = 'dist') {
  const dir = path.join(dist, 'widgets');
  const entries = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
  const runtime = readdirSync(path.join(dir, 'chunks')).filter((f) => /^runtime-.*\.js$/.test(f)).map((f) => path.join(dir, 'chunks', f));
  return { entries, runtime };
}

/** Sizes in KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
