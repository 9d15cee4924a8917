// The imports of a built ES chunk of the site, read from its text: rollup
// writes a chunk's static imports first (`import{a as b}from"./x-1a2b.js";`)
// and its lazy ones as `import("./y-3c4d.js")`, always relative, always quoted.

const staticImport = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const lazyImport = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** The chunks `code` imports at once and lazily, as written (`./x-1a2b.js`). */
export function chunkImports(code: string): { eager: string[]; lazy: string[] } {
  return {
    eager: [...new Set([...code.matchAll(staticImport)].map((match) => match[1]!))],
    lazy: [...new Set([...code.matchAll(lazyImport)].map((match) => match[1]!))],
  };
}
