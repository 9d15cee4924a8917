// One rollup pass per delivery: the host site's client, the embeddable widgets,
// and (with --environment TESTS) the browser test bundles.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'lightningcss';
import subsetFont from 'subset-font';

const production = !process.env.TESTS;
const runtimePackages = /node_modules\/(react|react-dom|scheduler|@r2wc)\//;

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

/** `import css from './x.css?inline'`: the stylesheet as a minified string. */
function inlineCss() {
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}?inline`;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = minifyCss(forShadowRoot(readFileSync(file, 'utf8')), file);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * `import styles from '../src/sections/X?styles'`: every stylesheet of
 * src/styles/ that the section's module graph uses, as minified strings for the
 * shadow root. A sheet is used when one of its class names appears in the code
 * of a module the section reaches (its own components, primitives, libraries),
 * so a widget never misses the CSS of a part it renders.
 */
/** Stylesheets of src/styles/ that belong to a library rather than to our components. */
const vendorSheets = { 'react-toastify': 'toasts.css' };

function sectionStyles() {
  const sheets = () =>
    readdirSync('src/styles')
      .filter((f) => f.endsWith('.css') && !['fonts.css', 'tokens.css', 'base.css'].includes(f))
      .map((f) => {
        const css = readFileSync(path.join('src/styles', f), 'utf8');
        const classes = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
        return { file: path.join('src/styles', f), css, classes };
      });
  return {
    name: 'section-styles',
    async resolveId(source, importer) {
      if (!source.endsWith('?styles')) return null;
      const resolved = await this.resolve(source.slice(0, -'?styles'.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}?styles`;
    },
    async load(id) {
      if (!id.endsWith('?styles')) return null;
      const seen = new Set();
      const codes = [];
      const vendors = new Set();
      const visit = async (moduleId) => {
        if (seen.has(moduleId) || moduleId.includes('?')) return;
        seen.add(moduleId);
        // Libraries are not scanned (too big, and their class names are built at run time):
        // the ones whose CSS we ship say so in vendorSheets.
        const vendor = Object.keys(vendorSheets).find((name) => moduleId.includes(`/node_modules/${name}/`));
        if (vendor) vendors.add(vendorSheets[vendor]);
        if (moduleId.includes('/node_modules/')) return;
        const info = await this.load({ id: moduleId });
        if (info.code) codes.push(info.code);
        await Promise.all(info.importedIds.map(visit));
      };
      await visit(id.slice(0, -'?styles'.length));
      const code = codes.join('\n');
      const used = sheets().filter(
        ({ file, classes }) =>
          vendors.has(path.basename(file)) || classes.some((name) => new RegExp(`[^\\w-]${name}(?![\\w-])`).test(code)),
      );
      for (const { file } of used) this.addWatchFile(file);
      const strings = used.map(({ file, css }) => minifyCss(forShadowRoot(css), file));
      return `export default ${JSON.stringify(strings)};`;
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
    .map((part) => part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)))
    .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/**
 * The host's one stylesheet: tokens, base, then every component sheet, plus the
 * self-hosted font files. Writes the stylesheet (which the prerender inlines)
 * and dist/.build/manifest.json for the prerender step.
 */
function siteAssets() {
  return {
    name: 'site-assets',
    async generateBundle(_options, bundle) {
      const dir = 'src/styles';
      const order = ['fonts.css', 'tokens.css', 'base.css'];
      const files = [...order, ...readdirSync(dir).filter((f) => f.endsWith('.css') && !order.includes(f)).sort()];
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
        const fileName = `fonts/${font.replace('.woff2', '')}-${hash(bytes)}.woff2`;
        this.emitFile({ type: 'asset', fileName, source: bytes });
        fonts[font] = `/assets/${fileName}`;
      }
      // Lenis runs on the host only, so its stylesheet belongs to the site's sheet alone.
      // We do not use its autoToggle option, so that rule stays out (the HTML
      // checker's CSS grammar does not know its transition-behavior either).
      const lenisCss = readFileSync('node_modules/lenis/dist/lenis.css', 'utf8').replace(/\.lenis\.lenis-autoToggle\s*\{[^}]*\}/, '');
      let css = [...files.map((f) => readFileSync(path.join(dir, f), 'utf8')), lenisCss].join('\n');
      css = css.replace(/url\(\/assets\/fonts\/([\w.-]+)\)/g, (m, name) => (fonts[name] ? `url(${fonts[name]})` : m));
      // Inlined into every page by the prerender (no request before the first paint).
      mkdirSync('dist/.build', { recursive: true });
      writeFileSync('dist/.build/site.css', minifyCss(css, 'site.css'));
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      // Each page module's chunk, so a page's HTML can name its own for the boot script.
      const pageChunks = Object.fromEntries(
        Object.values(bundle)
          .filter((c) => c.type === 'chunk' && c.isDynamicEntry && c.facadeModuleId?.includes('/pages/screens/'))
          .map((c) => [path.relative(process.cwd(), c.facadeModuleId), `/assets/${c.fileName}`]),
      );
      const manifest = {
        css: '.build/site.css',
        js: `/assets/${entry.fileName}`,
        font: fonts['inter-basic-wght-normal.woff2'],
        pageChunks,
      };
      writeFileSync('dist/.build/manifest.json', JSON.stringify(manifest, null, 2));
    },
  };
}

const plugins = (tsconfig = {}) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
  inlineCss(),
  sectionStyles(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, allowImportingTsExtensions: false, outDir: undefined, ...tsconfig }),
];

/** "use client" directives in dependencies mean nothing to a plain bundle. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  warn(warning);
}

const widgetEntries = Object.fromEntries(
  readdirSync('widgets')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'define-widget.ts')
    .map((f) => [f.replace(/\.ts$/, ''), `widgets/${f}`]),
);

const host = {
  input: { boot: 'pages/boot.ts' },
  output: {
    dir: 'dist/assets',
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    assetFileNames: '[name]-[hash][extname]',
    manualChunks: (id) => (runtimePackages.test(id) ? 'runtime' : undefined),
    sourcemap: false,
  },
  plugins: [...plugins(), terser({ format: { comments: false } }), siteAssets()],
  onwarn,
};

const widgets = {
  input: widgetEntries,
  output: {
    dir: 'dist/widgets',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (runtimePackages.test(id) ? 'runtime' : undefined),
  },
  plugins: [...plugins(), terser({ format: { comments: false } })],
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
    plugins: plugins(),
    onwarn,
  };
}

// Each build starts from an empty output folder, so no stale hashed file survives.
rmSync(process.env.TESTS ? 'node_modules/.cache/it-browser-tests' : 'dist', { recursive: true, force: true });

export default process.env.TESTS ? [browserTests()] : [host, widgets];
