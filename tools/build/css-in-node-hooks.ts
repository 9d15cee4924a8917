// The module hooks css-in-node.ts registers: a stylesheet is an empty module,
// and a `virtual:it-content/*` module (the Markdown content, which the rollup
// build inlines as data) is its compiler in tools/build/content/modules/.
// It runs on Node's hooks thread, where no TypeScript loader may be in place:
// Node's own type stripping must be able to load it, so it holds types alone.
import type { LoadHook, ResolveHook } from 'node:module';

const CONTENT = 'virtual:it-content/';

/** Points `virtual:it-content/<name>` at its compiler module, content/modules/<name>.ts. */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  if (specifier.startsWith(CONTENT)) {
    // Through the next resolver, so that tsx knows the file as TypeScript.
    return nextResolve(new URL(`./content/modules/${specifier.slice(CONTENT.length)}.ts`, import.meta.url).href, context);
  }
  return nextResolve(specifier, context);
};

/** Loads a stylesheet as an empty module. */
export const load: LoadHook = async (url, context, nextLoad) => {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
};
