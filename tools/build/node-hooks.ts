// `node --import ./tools/build/node-hooks.ts <file>`: the one way this project
// runs TypeScript that Node's own type stripping cannot, in its scripts, its
// tools and its tests: JSX (the prerender renders the React app), enums and
// parameter properties in shared code, and what the bundle resolves by itself
// (a component's stylesheet import, the Markdown content's virtual modules:
// css-in-node.ts). Node runs this file itself, by type stripping.
//
// tsx compiles with tsconfig.base.json's options: tsconfig.json lists the
// projects and covers no file, so tsx would find no JSX setting there and
// compile JSX the classic way (`React is not defined`).
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.base.json', import.meta.url).pathname });
// After tsx's: css-in-node's hooks are synchronous and run first, handing a content module on to tsx.
await import('./css-in-node.ts');
