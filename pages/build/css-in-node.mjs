// @ts-check
// `node --import ./pages/build/css-in-node.mjs …`: in Node (the prerender, node
// tests) a component's `import '../styles/x.css'` only declares its stylesheet
// for the build (see component-styles.mjs), so it loads as an empty module.
import { register } from 'node:module';

register('./css-in-node-hooks.mjs', import.meta.url);
