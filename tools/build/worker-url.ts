// `import url from 'altcha/workers/pbkdf2?worker-url'`: a prebuilt worker script
// copied into the output under a hashed name, and its address as a string.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'rollup';
import { resolveWithQuery } from './component-styles.ts';

/**
 * The worker file is emitted as an asset beside the bundle that imports it
 * (dist/assets/ for the site, dist/widgets/assets/ for the widgets), and the
 * module's default export is its URL, made from `import.meta.url` by rollup,
 * so it resolves on the origin that served the script. A strict CSP then
 * needs no `blob:` worker and the page loads nothing from anywhere else.
 * Own plugin: @web/rollup-plugin-import-meta-assets wants a `new URL()` at
 * each use, and bundler `?worker` imports bundle the worker again.
 */
export function workerUrl(): Plugin {
  return {
    name: 'worker-url',
    resolveId: resolveWithQuery('?worker-url'),
    load(id) {
      if (!id.endsWith('?worker-url')) return null;
      const file = id.slice(0, -'?worker-url'.length);
      this.addWatchFile(file);
      const reference = this.emitFile({
        type: 'asset',
        name: `altcha-${path.basename(file)}`,
        source: readFileSync(file),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
