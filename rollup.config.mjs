// The file `rollup -c` finds without a name: every rollup build of the project,
// the site's client and widgets (rollup.config.ts) and the server
// (rollup.server.config.ts); with TESTS set, the browser test bundles alone.
// The configs are TypeScript, which Node loads with its own type stripping.
// `npm run build` runs the same configs (tools/build/bundle.ts shares one cache
// between the client and the widgets) and adds the content check and the
// prerender, which rollup alone does not do.
import site from './rollup.config.ts';
import server from './rollup.server.config.ts';

export default process.env.TESTS ? site : [...site, server];
