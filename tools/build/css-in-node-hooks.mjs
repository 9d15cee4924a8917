// @ts-check
// The module hooks css-in-node.mjs registers: a stylesheet is an empty module,
// and a `virtual:it-content/*` module (the Markdown content, which the rollup
// build inlines as data) is its compiler in tools/build/content/modules/.

const CONTENT = 'virtual:it-content/';

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith(CONTENT)) {
    // Through the next resolver, so that tsx knows the file as TypeScript.
    return nextResolve(new URL(`./content/modules/${specifier.slice(CONTENT.length)}.ts`, import.meta.url).href, context);
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
