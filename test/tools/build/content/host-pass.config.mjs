// The host site's rollup pass alone, unminified, for a project copy (run with
// that copy as the working directory): the pass that inlines the Markdown
// content into the client and writes the manifest and stylesheet the
// prerender reads. The widgets' pass and the minifier change nothing a
// content test reads, and the room's own `npm run build` covers them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { default: configs } = await import(pathToFileURL(path.resolve('rollup.config.mjs')).href);
const [host] = configs;

export default { ...host, plugins: host.plugins.filter((plugin) => plugin.name !== 'terser') };
