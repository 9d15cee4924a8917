import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const codeFile = /\.(ts|tsx|mjs|js)$/;

/** Every code file under dir (.ts, .tsx, .mjs, .js), as a path relative to the project. */
export function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => codeFile.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

// Static imports and re-exports (`import type` and multi-line ones too), bare
// side-effect imports and dynamic import(): each is an edge, as each ties the
// modules together whether or not rollup keeps it at run time.
const patterns = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The file a relative specifier names, trying TypeScript's extensions and index files; undefined for styles and assets. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.relative('.', path.resolve(path.dirname(from), specifier.replace(/\?.*$/, '')));
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    ...['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext),
  ];
  return candidates.find((file) => codeFile.test(file) && existsSync(file) && statSync(file).isFile());
}

/** The project files a file imports (relative specifiers only, resolved to files). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
  const targets = specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(file, s));
  return [...new Set(targets.filter((t): t is string => t !== undefined))];
}

/** Every import circle among files, each listed once as a path that returns to its first file. */
export function findCircles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}
