// The production server, bundled to plain JavaScript: `node dist-server/server.js`
// runs it with no TypeScript loader. mail/ and the parts of src/ it imports
// (src/forms, src/content), and for the editor the build's content code
// (tools/build/content) with the widget catalogue's contracts, go into the one
// file; every package stays in node_modules, imported at run time as it would
// be by tsx. Node loads this file with its own type stripping, as rollup.config.ts.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import type { Plugin, RollupOptions } from 'rollup';
import { markdownContent } from './tools/build/content-plugin.ts';

const NO_SECTION = '\0server:no-section';

/**
 * The catalogue names each tag's React section as a lazy import
 * (`section: () => import('./hero/Hero')`) for the pages that render it. The
 * server reads only the contracts beside them and never calls `section()`, so
 * each such import is an empty module here: no React, no stylesheet and no
 * browser code in the server (test/mail/admin/server-bundle.integration.test.ts).
 */
function contractsOnly(): Plugin {
  const catalogue = path.resolve('widgets/catalogue.ts');
  return {
    name: 'server-contracts-only',
    resolveDynamicImport(_specifier, importer) {
      return importer === catalogue ? NO_SECTION : null;
    },
    load(id) {
      return id === NO_SECTION ? 'export {};' : null;
    },
  };
}

/** Bare specifiers (`fastify`, `node:fs`, `zod/mini`) are packages or built-ins: never bundled. */
const isPackage = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('virtual:');

export default {
  input: 'mail/server.ts',
  // One file: the catalogue's lazy sections, empty here, are inlined rather than split into chunks of nothing.
  output: { file: 'dist-server/server.js', format: 'es', sourcemap: true, inlineDynamicImports: true },
  external: (id) => isPackage(id) || builtinModules.includes(id),
  plugins: [
    contractsOnly(),
    // The post titles the comment mail names come from the Markdown posts, as on the site.
    markdownContent(),
    nodeResolve({ extensions: ['.ts', '.js'], preferBuiltins: true }),
    // Types are `npm run check`'s job (noCheck: a transpile, seconds instead of a minute). mail/ names its
    // imports with `.ts`, which TypeScript accepts in emitted code only with rewriteRelativeImportExtensions.
    // The base options, as tsx uses: tsconfig.server.json refers to the browser project for the catalogue,
    // and a reference makes TypeScript refuse to rewrite an import that crosses into it (TS2878).
    typescript({
      tsconfig: './tsconfig.base.json',
      include: [
        'mail/**/*.ts',
        'src/forms/**/*.ts',
        'src/content/**/*.ts',
        'tools/build/content/**/*.ts',
        'widgets/catalogue.ts',
        'widgets/*/contract.ts',
        'src/ui/slug-list.ts',
      ],
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
