// @ts-check
// The widget build's inputs, read from the catalogue (widgets/catalogue.ts)
// by importing it, so a tag added there is bundled, listed in the loader and
// given its first view with no second list to keep.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** The loader that defines every tag: a module generated from the catalogue, bundled as widgets/index.js. */
const LOADER = 'virtual:it-widgets-index';

/** Every widget's entry file, in the catalogue's (gallery) order. */
async function entries() {
  const { widgetCatalog, widgetFiles } = await tsImport('../../widgets/catalogue.ts', import.meta.url);
  /** @type {[string, string][]} */
  const list = widgetCatalog.map((/** @type {{ name: string }} */ doc) => [doc.name, widgetFiles(doc.name).entry]);
  return list;
}

/**
 * `{ name: entry }` for every widget, plus `index`, the loader, in the order of
 * their file names (`<name>.js`). Rollup lays out the shared chunks and names
 * their exports in input order; a fixed order keeps the bundles the same
 * when the gallery's order changes.
 * @returns {Promise<Record<string, string>>}
 */
export async function widgetInputs() {
  const inputs = [...(await entries()), ['index', LOADER]];
  const file = (/** @type {string[]} */ [name]) => `${name}.js`;
  return Object.fromEntries(inputs.sort((a, b) => (file(a) < file(b) ? -1 : 1)));
}

/**
 * The rollup plugin that writes the loader: one import of each widget entry, in
 * the catalogue's order (the order the tags are defined in).
 * @returns {import('rollup').Plugin}
 */
export function widgetLoader() {
  return {
    name: 'widget-loader',
    resolveId(id) {
      return id === LOADER ? `\0${LOADER}` : null;
    },
    async load(id) {
      if (id !== `\0${LOADER}`) return null;
      return (await entries()).map(([, entry]) => `import ${JSON.stringify(path.resolve(entry))};`).join('\n');
    },
  };
}
