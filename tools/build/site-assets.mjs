// The host site's one stylesheet, its self-hosted fonts and the manifest the prerender reads.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import subsetFont from 'subset-font';
import { sheetsOf } from './component-styles.mjs';
import { minifyCss } from './minify-css.mjs';

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
 * the self-hosted font files. Emits the stylesheet (the prerender splits it for
 * each page) and .build/manifest.json for the prerender step.
 * Own plugin: the sheet is this build's module graph in cascade order, the font
 * is cut to a range read from fonts.css, and the manifest maps page modules to
 * chunks; rollup-plugin-copy and output-manifest plugins do none of the three.
 */
export function siteAssets() {
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
      // The prerender splits it for each page (tools/build/page-stylesheet.ts).
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
