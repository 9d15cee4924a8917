// @ts-check
// `import firstView from '../src/sections/EnquiryForm?first-view'`: the markup
// the widget shows before React arrives, rendered at build time by
// first-view.tsx. Own plugin: it renders our React sections in Node with our
// loaders, which no published plugin does.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveWithQuery } from './component-styles.mjs';

const QUERY = '?first-view';

/**
 * Renders the first views of `files` (absolute section paths) in one Node
 * process: React, the sections and their content load once, not per widget.
 * @param {string[]} files
 * @returns {Record<string, string>}
 */
function render(files) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './pages/build/css-in-node.mjs', 'pages/build/first-view.tsx', ...files],
    { encoding: 'utf8', env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`rendering the widgets' first views failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The section files the widget entries import with ?first-view, as absolute paths (without extension resolution). */
function requestedByWidgets() {
  return readdirSync('widgets')
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const code = readFileSync(path.join('widgets', file), 'utf8');
      return [...code.matchAll(/from '(\.\.\/src\/[^']+)\?first-view'/g)].map((m) =>
        path.resolve('widgets', `${m[1]}.tsx`),
      );
    });
}

/** The rollup plugin: all widgets' first views rendered in one go when the first is asked for. */
export function firstViews() {
  /** @type {Record<string, string> | undefined} */
  let views;
  return {
    name: 'first-views',
    resolveId: resolveWithQuery(QUERY),
    buildStart() {
      views = undefined;
    },
    /** @param {string} id */
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      views ??= render([...new Set([...requestedByWidgets(), file])]);
      if (!(file in views)) Object.assign(views, render([file]));
      return `export default ${JSON.stringify(views[file])};`;
    },
  };
}
