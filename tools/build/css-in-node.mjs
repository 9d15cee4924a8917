// @ts-check
// `node --import ./tools/build/css-in-node.mjs …`: in Node (the prerender, node
// tests) a component's `import '../styles/x.css'` only declares its stylesheet
// for the build (see component-styles.mjs), so it loads as an empty module;
// and `virtual:it-content/*` (the Markdown content, see content-plugin.mjs)
// loads from its compiler in content/modules/.
import { register } from 'node:module';

register('./css-in-node-hooks.mjs', import.meta.url);
