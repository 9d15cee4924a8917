// @ts-check
// The module hooks css-in-node.mjs registers: a stylesheet is an empty module.

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
