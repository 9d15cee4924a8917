// One rollup pass per delivery: the host site's client, the embeddable widgets,
// the editor at /admin/ (into dist-admin/, which no public page loads), and
// (with --environment TESTS) the browser test bundles. Node loads this file
// and the plugins it imports with its own type stripping, in about a second
// (`--configPlugin typescript` builds a TypeScript program first: 25 s here), so
// their relative imports name the `.ts` file and they hold only types to strip.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import typescript, { type RollupTypescriptOptions } from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import type { LoggingFunction, Plugin, RollupLog, RollupOptions } from 'rollup';
import { componentStyles } from './tools/build/component-styles.ts';
import { emptyOutput } from './tools/build/empty-output.ts';
import { inlineCss } from './tools/build/inline-css.ts';
import { siteAssets } from './tools/build/site-assets.ts';
import { firstViews } from './tools/build/first-view-plugin.ts';
import { stripContractDocs } from './tools/build/strip-contract-docs.ts';
import { workerUrl } from './tools/build/worker-url.ts';
import { markdownContent } from './tools/build/content-plugin.ts';
import { nodeAssert, nodeAssertProcess } from './tools/build/node-assert.ts';
import { widgetInputs, widgetLoader } from './tools/build/widget-inputs.ts';
import { adminPage, scriptUrl } from './tools/build/admin-page.ts';
import { adminMessages } from './pages/admin/messages.ts';

const production = !process.env.TESTS;
const runtimePackages = /node_modules\/(react|react-dom|scheduler)\//;
/** What every widget's React side imports besides React: split finer, each would be a request and a gzip frame of its own. */
const widgetRuntime =
  /src\/(elements\/(widget-root|widget-wake|replay-input)|ui\/widget-context|ui\/Link|content\/(company|resume-limits))\./;

/**
 * The plugins every bundle uses; `project` is the TypeScript project its sources
 * belong to. The browser tests' bundle is not type-checked here: npm run check does that.
 */
const plugins = (project = './tsconfig.browser.json', typescriptOptions: RollupTypescriptOptions = {}): Plugin[] => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }),
  inlineCss(),
  // Own plugin (tools/build/worker-url.ts): a prebuilt worker copied beside the bundle, `x?worker-url`.
  workerUrl(),
  // Own plugin (tools/build/component-styles.ts): no published one follows a module's imports to the sheets it reaches.
  componentStyles({ exclude: ['tokens.css', 'base.css'] }),
  // Own plugin (tools/build/first-view-plugin.ts): a section's prerendered widget markup, `Section?first-view`.
  firstViews(),
  // Own plugin (tools/build/content-plugin.ts): the Markdown content, checked and rendered, `virtual:it-content/*`.
  markdownContent(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  // The project's settings, but rollup writes the JavaScript: no declarations,
  // no composite build info (that is `tsc -b`'s, for npm run check).
  typescript({
    tsconfig: project,
    noEmit: false,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    incremental: false,
    allowImportingTsExtensions: false,
    outDir: undefined,
    noCheck: true,
    ...typescriptOptions,
  }),
];

/**
 * "use client" directives in dependencies mean nothing to a plain bundle. An
 * import circle in our own code stops the build, naming it (`npm run build`
 * runs rollup with --silent, which would hide a warning); test/architecture.test.ts
 * checks the same without building. Circles wholly inside node_modules are the
 * packages' own (zod's v4/core/core.js and util.js import each other) and not
 * ours to fix, so only those are let through.
 */
function onwarn(warning: RollupLog, warn: LoggingFunction): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY') {
    if (warning.ids?.every((id) => id.includes(`${path.sep}node_modules${path.sep}`))) return;
    throw new Error(
      `import circle: ${warning.ids?.map((id) => path.relative('.', id)).join(' -> ') ?? warning.message}`,
    );
  }
  warn(warning);
}

/** Every widget's entry and the loader, from the catalogue (widgets/catalogue.ts). */
const widgetEntries = await widgetInputs();

/**
 * What boot imports that the islands' components import too: kept in boot's
 * own file (the app entry, which no page loads, would otherwise split them into
 * a chunk of their own), so the one script a page loads asks for nothing more
 * before the first paint.
 */
const bootModules = /pages\/boot\.ts$|src\/ui\/(when-near-or-used|when-idle)\.ts$|src\/elements\/early-input\.ts$/;

const host: RollupOptions = {
  // boot is the pages' one script. app is the whole app, which no page loads:
  // the prerender renders it, and its module graph (layout and static sections
  // included) is what the site's one stylesheet is built from.
  input: { boot: 'pages/boot.ts', app: 'pages/App.tsx' },
  // dist/, not dist/assets/: the build files the prerender reads go to dist/.build/, emitted like the rest.
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: (id) => (runtimePackages.test(id) ? 'runtime' : bootModules.test(id) ? 'boot' : undefined),
    sourcemap: false,
  },
  // The first build of the pair empties dist/ for both.
  plugins: [emptyOutput('dist'), ...plugins(), terser({ format: { comments: false } }), siteAssets()],
  onwarn,
};

const widgets: RollupOptions = {
  input: widgetEntries,
  output: {
    dir: 'dist/widgets',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // React's side of every widget loads as one chunk when a tag wakes: the
    // runtime, the tree each tag renders (widget-root) and what it reaches.
    manualChunks: (id) => (runtimePackages.test(id) || widgetRuntime.test(id) ? 'runtime' : undefined),
  },
  plugins: [
    widgetLoader(),
    ...plugins(),
    stripContractDocs(),
    // Widgets are ES modules for current browsers: module scope, a second pass
    // and arrows for functions that use no `this` keep the form widgets within
    // their budgets (npm run bench:size).
    terser({ ecma: 2020, module: true, compress: { passes: 2, unsafe_arrows: true }, format: { comments: false } }),
  ],
  onwarn,
};

/**
 * The editor's screens (pages/admin/), a React app of their own: the builder,
 * the post editor, their preview. They go to dist-admin/, apart from dist/,
 * which is the public site a CDN serves; the server serves them at /admin/.
 * They may be as big as they need (Puck, CodeMirror, axe-core): only staff load them.
 */
const admin: RollupOptions = {
  input: { admin: 'pages/admin/main.tsx' },
  output: {
    dir: 'dist-admin',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    sourcemap: false,
  },
  plugins: [
    emptyOutput('dist-admin'),
    scriptUrl(),
    ...plugins(),
    terser({ format: { comments: false } }),
    adminPage({
      base: '/admin/',
      sheetsFrom: 'pages/admin',
      title: adminMessages.documentTitle,
      lang: 'en',
      linkedSheets: { puck: 'node_modules/@puckeditor/core/dist/no-external.css' },
    }),
  ],
  onwarn,
};

/** Every browser test file (`*.test.tsx`), bundled with its imports for the test runner. */
function browserTests(): RollupOptions {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.tsx')) files.push(full);
    }
  };
  if (existsSync('test')) walk('test');
  return {
    input: Object.fromEntries(files.map((f) => [f.slice('test/'.length, -'.tsx'.length), f])),
    output: { dir: 'node_modules/.cache/it-browser-tests', format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      emptyOutput('node_modules/.cache/it-browser-tests'),
      // Own plugin (tools/build/node-assert.ts): the tests' node:assert, from the assert package.
      nodeAssert(),
      nodeAssertProcess(),
      ...plugins('./tsconfig.browser-tests.json', { noCheck: true }),
    ],
    onwarn,
  };
}

/** The widget build's plugins, for tests that build one widget with a planted fault. */
export const widgetPlugins = plugins;

export default process.env.TESTS ? [browserTests()] : [host, widgets, admin];
