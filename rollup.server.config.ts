// The production server, bundled to plain JavaScript: `node dist-server/server.js`
// runs it with no TypeScript loader. mail/ and the parts of src/ it imports
// (src/forms, src/content) go into the one file; every package stays in
// node_modules, imported at run time as it would be by tsx. Node loads this
// file with its own type stripping, as rollup.config.ts.
import { builtinModules } from 'node:module';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import type { RollupOptions } from 'rollup';
import { markdownContent } from './tools/build/content-plugin.ts';

/** Bare specifiers (`fastify`, `node:fs`, `zod/mini`) are packages or built-ins: never bundled. */
const isPackage = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('virtual:');

export default {
  input: 'mail/server.ts',
  output: { file: 'dist-server/server.js', format: 'es', sourcemap: true },
  external: (id) => isPackage(id) || builtinModules.includes(id),
  plugins: [
    // The post titles the comment mail names come from the Markdown posts, as on the site.
    markdownContent(),
    nodeResolve({ extensions: ['.ts', '.js'], preferBuiltins: true }),
    // Types are `npm run check`'s job (noCheck: a transpile, seconds instead of a minute). mail/ names its
    // imports with `.ts`, which TypeScript accepts in emitted code only with rewriteRelativeImportExtensions.
    typescript({
      tsconfig: './tsconfig.server.json',
      include: ['mail/**/*.ts', 'src/forms/**/*.ts', 'src/content/**/*.ts'],
      noEmit: false,
      composite: false,
      declaration: false,
      emitDeclarationOnly: false,
      incremental: false,
      outDir: undefined,
      rewriteRelativeImportExtensions: true,
      noCheck: true,
    }),
  ],
  onwarn(warning) {
    // A CIRCULAR_DEPENDENCY or an unresolved import here is a real fault in the server: fail on every warning.
    throw new Error(warning.message, { cause: warning });
  },
} satisfies RollupOptions;
