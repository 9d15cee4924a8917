// `import firstView from './EnquiryForm?first-view'` (in widgets/enquiry-form/): the markup
// the widget shows before React arrives, rendered at build time by
// first-view.tsx. Own plugin: it renders our React sections in Node with our
// loaders, which no published plugin does.
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'rollup';
import { resolveWithQuery } from './component-styles.ts';

const QUERY = '?first-view';

/**
 * Renders the first views of `files` (absolute section paths; none: every
 * widget's section in the catalogue) in one Node process: React, the sections
 * and their content load once, not per widget.
 */
function render(files: string[]): Record<string, string> {
  const result = spawnSync(
    process.execPath,
    ['--import', './tools/build/node-hooks.ts', 'tools/build/first-view.tsx', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`rendering the widgets' first views failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, string>;
}

/** The rollup plugin: all widgets' first views rendered in one go when the first is asked for. */
export function firstViews(): Plugin {
  let views: Record<string, string> | undefined;
  return {
    name: 'first-views',
    resolveId: resolveWithQuery(QUERY),
    buildStart() {
      views = undefined;
    },
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      views ??= render([]);
      if (!(file in views)) Object.assign(views, render([file]));
      return `export default ${JSON.stringify(views[file])};`;
    },
  };
}
