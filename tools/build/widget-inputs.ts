// The widget build's inputs, read from the catalogue (widgets/catalogue.ts)
// by importing it, so a tag added there is bundled, listed in the loader and
// given its first view with no second list to keep.
import path from 'node:path';
import type { Plugin } from 'rollup';
import { tsImport } from 'tsx/esm/api';
import type * as Catalogue from '../../widgets/catalogue.ts';

/** The loader that defines every tag: a module generated from the catalogue, bundled as widgets/index.js. */
const LOADER = 'virtual:it-widgets-index';

/** Every widget's entry file, in the catalogue's (gallery) order. */
async function entries(): Promise<[string, string][]> {
  // Through tsx, with the options node-hooks.ts gives it: the contracts reach the browser's shared
  // code, which nothing holds to the syntax Node's type stripping can run (erasableSyntaxOnly).
  const { widgetCatalog, widgetFiles } = (await tsImport('../../widgets/catalogue.ts', {
    parentURL: import.meta.url,
    tsconfig: new URL('../../tsconfig.base.json', import.meta.url).pathname,
  })) as typeof Catalogue;
  return widgetCatalog.map((doc) => [doc.name, widgetFiles(doc.name).entry]);
}

/**
 * `{ name: entry }` for every widget, plus `index`, the loader, in the order of
 * their file names (`<name>.js`). Rollup lays out the shared chunks and names
 * their exports in input order; a fixed order keeps the bundles the same
 * when the gallery's order changes.
 */
export async function widgetInputs(): Promise<Record<string, string>> {
  const inputs: [string, string][] = [...(await entries()), ['index', LOADER]];
  const file = ([name]: [string, string]) => `${name}.js`;
  return Object.fromEntries(inputs.sort((a, b) => (file(a) < file(b) ? -1 : 1)));
}

/**
 * The rollup plugin that writes the loader: one import of each widget entry, in
 * the catalogue's order (the order the tags are defined in).
 */
export function widgetLoader(): Plugin {
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
