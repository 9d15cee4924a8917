// One rollup pass per delivery: the host site's client, the embeddable widgets,
// and (with --environment TESTS) the browser test bundles.
import { readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'lightningcss';
import subsetFont from 'subset-font';
import { componentStyles, resolveWithQuery, sheetsOf } from './pages/build/component-styles.mjs';
import { firstViews } from './pages/build/first-view-plugin.mjs';
import { stripContractDocs } from './pages/build/strip-contract-docs.mjs';
import { markdownContent } from './pages/build/content-plugin.mjs';
import { widgetInputs, widgetLoader } from './pages/build/widget-inputs.mjs';

const production = !process.env.TESTS;
const runtimePackages = /node_modules\/(react|react-dom|scheduler)\//;
/** What every widget's React side imports besides React: split finer, each would be a request and a gzip frame of its own. */
const widgetRuntime =
  /node_modules\/(wouter|regexparam|use-sync-external-store)\/|src\/(elements\/widget-root|ui\/widget-context|ui\/Link|content\/site)\./;

/** Minified CSS. */
function minifyCss(code, filename) {
  return transform({ filename, code: Buffer.from(code), minify: true }).code.toString();
}

/**
 * A stylesheet made fit for a shadow root on someone else's page: `:root`
 * becomes `:host`, and rem becomes px, because rem follows the partner's root
 * font size (a `* { font: 30px serif }` would otherwise scale every widget).
 */
function forShadowRoot(css) {
  return css.replaceAll(':root', ':host').replace(/(\d*\.?\d+)rem\b/g, (_, n) => `${Number(n) * 16}px`);
}

/**
 * `import css from './x.css?inline'`: the stylesheet as a minified string.
 * Own plugin: rollup-plugin-postcss (`inject: false`) or rollup-plugin-string give
 * the text, but not rewritten for a shadow root, which is the point here.
 */
function inlineCss() {
  return {
    name: 'inline-css',
    resolveId: resolveWithQuery('?inline'),
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = minifyCss(forShadowRoot(readFileSync(file, 'utf8')), file);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

const hash = (bytes) => createHash('sha256').update(bytes).digest('base64url').slice(0, 8);

/** Every character in the unicode-range of the @font-face whose src is `file`, as a string. */
function unicodeRangeText(css, file) {
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css has no unicode-range for ${file}`);
  return range
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/**
 * The host's one stylesheet, from the stylesheet imports of its modules, plus
 * the self-hosted font files. Emits the stylesheet (which the prerender inlines)
 * and .build/manifest.json for the prerender step.
 * Own plugin: the sheet is this build's module graph in cascade order, the font
 * is cut to a range read from fonts.css, and the manifest maps page modules to
 * chunks; rollup-plugin-copy and output-manifest plugins do none of the three.
 */
function siteAssets() {
  return {
    name: 'site-assets',
    async generateBundle(_options, bundle) {
      const dir = 'src/styles';
      const fontFile = (name) => readFileSync(`node_modules/@fontsource-variable/inter/files/${name}`);
      const sources = {
        'inter-latin-wght-normal.woff2': fontFile('inter-latin-wght-normal.woff2'),
        'inter-latin-ext-wght-normal.woff2': fontFile('inter-latin-ext-wght-normal.woff2'),
        // Cut to the unicode-range fonts.css gives this face, so the two cannot disagree.
        'inter-basic-wght-normal.woff2': await subsetFont(
          fontFile('inter-latin-wght-normal.woff2'),
          unicodeRangeText(readFileSync(path.join(dir, 'fonts.css'), 'utf8'), 'inter-basic-wght-normal.woff2'),
          { targetFormat: 'woff2' },
        ),
      };
      const fonts = {};
      for (const [font, bytes] of Object.entries(sources)) {
        const fileName = `assets/fonts/${font.replace('.woff2', '')}-${hash(bytes)}.woff2`;
        this.emitFile({ type: 'asset', fileName, source: bytes });
        fonts[font] = `/${fileName}`;
      }
      // The site's one sheet: every stylesheet the host's modules import (see
      // component-styles.mjs), in the cascade order the widgets use too.
      // We do not use Lenis's autoToggle option, so that rule stays out (the HTML
      // checker's CSS grammar does not know its transition-behavior either).
      let css = sheetsOf(this.getModuleIds())
        .map((file) => readFileSync(file, 'utf8'))
        .map((text) => text.replace(/\.lenis\.lenis-autoToggle\s*\{[^}]*\}/, ''))
        .join('\n');
      css = css.replace(/url\(\/assets\/fonts\/([\w.-]+)\)/g, (m, name) => (fonts[name] ? `url(${fonts[name]})` : m));
      // Inlined into every page by the prerender (no request before the first paint).
      this.emitFile({ type: 'asset', fileName: '.build/site.css', source: minifyCss(css, 'site.css') });
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot');
      const manifest = {
        css: '.build/site.css',
        js: `/${entry.fileName}`,
        font: fonts['inter-basic-wght-normal.woff2'],
      };
      this.emitFile({ type: 'asset', fileName: '.build/manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}

/**
 * The plugins every bundle uses; `project` is the TypeScript project its sources
 * belong to. The browser tests' bundle is not type-checked here: npm run check does that.
 */
const plugins = (project = './tsconfig.browser.json', typescriptOptions = {}) => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }),
  inlineCss(),
  // Own plugin (pages/build/component-styles.mjs): no published one follows a module's imports to the sheets it reaches.
  componentStyles({ exclude: ['tokens.css', 'base.css'] }),
  // Own plugin (pages/build/first-view-plugin.mjs): a section's prerendered widget markup, `Section?first-view`.
  firstViews(),
  // Own plugin (pages/build/content-plugin.mjs): the Markdown content, checked and rendered, `virtual:it-content/*`.
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
    ...typescriptOptions,
  }),
];

/**
 * Empties `dir` when a build starts, so no stale hashed file survives (in a hook: loading this config has no effect).
 * Own plugin: rollup-plugin-delete does it too, with a glob library, for what is one rmSync.
 */
function emptyOutput(dir) {
  return {
    name: 'empty-output',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * "use client" directives in dependencies mean nothing to a plain bundle. An
 * import circle in our own code stops the build, naming it (`npm run build`
 * runs rollup with --silent, which would hide a warning); test/architecture.test.ts
 * checks the same without building. Circles wholly inside node_modules are the
 * packages' own (zod's v4/core/core.js and util.js import each other) and not
 * ours to fix, so only those are let through.
 */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY') {
    if (warning.ids?.every((id) => id.includes(`${path.sep}node_modules${path.sep}`))) return;
    throw new Error(
      `import circle: ${warning.ids?.map((id) => path.relative('.', id)).join(' -> ') ?? warning.message}`,
    );
  }
  warn(warning);
}

/** Every widget's entry and the loader, from the catalogue (src/widgets/catalogue.ts). */
const widgetEntries = await widgetInputs();

const host = {
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
    manualChunks: (id) => (runtimePackages.test(id) ? 'runtime' : undefined),
    sourcemap: false,
  },
  // The first build of the pair empties dist/ for both.
  plugins: [emptyOutput('dist'), ...plugins(), terser({ format: { comments: false } }), siteAssets()],
  onwarn,
};

const widgets = {
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
  plugins: [widgetLoader(), ...plugins(), stripContractDocs(), terser({ format: { comments: false } })],
  onwarn,
};

/** Every browser test file (`*.test.tsx`), bundled with its imports for the test runner. */
function browserTests() {
  const files = [];
  const walk = (dir) => {
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
      ...plugins('./tsconfig.browser-tests.json', { noCheck: true }),
    ],
    onwarn,
  };
}

/** The widget build's plugins, for tests that build one widget with a planted fault. */
export const widgetPlugins = plugins;

export default process.env.TESTS ? [browserTests()] : [host, widgets];
