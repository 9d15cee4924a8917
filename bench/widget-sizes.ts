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

/**
 * The forms' proof-of-work (the altcha widget), which a form loads only once a
 * visitor starts it (first focus or input), not when its tag wakes.
 */
export const atFirstInput = (file: string) => /\/form-challenge-[\w-]+\.js$/.test(file);
/**
 * A language's catalogue (src/content/catalogues/de.ts, ar.ts), which a form
 * loads only when it speaks that language.
 */
export const languageChunk = (file: string) => /\/(de|ar)-[\w-]+\.js$/.test(file);
/**
 * What only a send loads: the lead-source rules (source-fields), which a form
 * fetches at the visitor's first focus or input, and the first view's native
 * post (first-view-post), which only a send before React loads, after which the
 * page leaves.
 */
export const atSend = (file: string) => /\/(source-fields|first-view-post)-[\w-]+\.js$/.test(file);

/**
 * What a tag alone loads once it wakes, in English, before the visitor starts
 * a form: its first view, React and the section; not the chunks above, which
 * come later or for another language, and which bench:size reports on their own.
 */
export function awakeFiles(entry: string): string[] {
  return closure(entry, { lazy: true, skip: (file) => languageChunk(file) || atSend(file) }).filter(
    (file) => !atFirstInput(file),
  );
}

/** Sums the sizes of files (each compressed on its own, as a server sends them). */
export function total(files: readonly string[]): Sizes {
  return files
    .map(sizesOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

/** The built widget entries (dist/widgets/*.js) and the shared runtime chunk. */
export function widgetFiles(dist = 'dist') {
  const dir = path.join(dist, 'widgets');
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));
  const runtime = readdirSync(path.join(dir, 'chunks'))
    .filter((f) => /^runtime-.*\.js$/.test(f))
    .map((f) => path.join(dir, 'chunks', f));
  return { entries, runtime };
}

/** Sizes in KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
