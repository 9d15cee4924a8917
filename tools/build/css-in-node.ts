// `node --import ./tools/build/css-in-node.ts …`: in Node (the prerender, node
// tests) a component's `import '../styles/x.css'` only declares its stylesheet
// for the build (see component-styles.ts), so it loads as an empty module;
// and `virtual:it-content/*` (the Markdown content, see content-plugin.ts)
// loads from its compiler in content/modules/.
//
// The hooks are synchronous and run on the loading thread (registerHooks):
// Node 26 deprecates the hooks thread of module.register(). Synchronous hooks
// run before the asynchronous ones tsx registers, so the next hook a content
// module is handed to is tsx's, which knows the file as TypeScript.
import { registerHooks } from 'node:module';

const CONTENT = 'virtual:it-content/';

registerHooks({
  /** Points `virtual:it-content/<name>` at its compiler module, content/modules/<name>.ts. */
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith(CONTENT))
      return nextResolve(
        new URL(`./content/modules/${specifier.slice(CONTENT.length)}.ts`, import.meta.url).href,
        context,
      );
    return nextResolve(specifier, context);
  },
  /** Loads a stylesheet as an empty module. */
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && new URL(url).pathname.endsWith('.css'))
      return { format: 'module', source: '', shortCircuit: true };
    return nextLoad(url, context);
  },
});
