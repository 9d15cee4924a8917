// `node --import ./tools/build/css-in-node.ts …`: in Node (the prerender, node
// tests) a component's `import '../styles/x.css'` only declares its stylesheet
// for the build (see component-styles.ts), so it loads as an empty module;
// and `virtual:it-content/*` (the Markdown content, see content-plugin.ts)
// loads from its compiler in content/modules/.
import { register } from 'node:module';

register('./css-in-node-hooks.ts', import.meta.url);
