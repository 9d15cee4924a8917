// The host site's one stylesheet, its self-hosted fonts and the manifest the prerender reads.
import { readFileSync } from 'node:fs';
import type { OutputChunk, Plugin } from 'rollup';
import { sheetsOf } from './component-styles.ts';
import { minifyCss } from './minify-css.ts';
import { siteFonts, withHashedFonts } from './site-fonts.ts';

/**
 * The host's one stylesheet, from the stylesheet imports of its modules, plus
 * the self-hosted font files. Emits the stylesheet (the prerender splits it for
 * each page) and .build/manifest.json for the prerender step.
 * Own plugin: the sheet is this build's module graph in cascade order, the font
 * is cut to a range read from fonts.css, and the manifest maps page modules to
 * chunks; rollup-plugin-copy and output-manifest plugins do none of the three.
 */
export function siteAssets(): Plugin {
  return {
    name: 'site-assets',
    async generateBundle(_options, bundle) {
      const fonts: Record<string, string> = {};
      for (const [font, { fileName, bytes }] of Object.entries(await siteFonts())) {
        this.emitFile({ type: 'asset', fileName, source: bytes });
        fonts[font] = `/${fileName}`;
      }
      // The site's one sheet: every stylesheet the host's modules import (see
      // component-styles.ts), in the cascade order the widgets use too.
      // We do not use Lenis's autoToggle option, so that rule stays out (the HTML
      // checker's CSS grammar does not know its transition-behavior either).
      let css = sheetsOf(this.getModuleIds())
        .map((file) => readFileSync(file, 'utf8'))
        .map((text) => text.replace(/\.lenis\.lenis-autoToggle\s*\{[^}]*\}/, ''))
        .join('\n');
      css = await withHashedFonts(css);
      // The prerender splits it for each page (tools/build/page-stylesheet.ts).
      this.emitFile({ type: 'asset', fileName: '.build/site.css', source: minifyCss(css, 'site.css') });
      const entry = Object.values(bundle).find(
        (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && c.name === 'boot',
      );
      const manifest = {
        css: '.build/site.css',
        js: `/${entry!.fileName}`,
        font: fonts['inter-basic-wght-normal.woff2'],
      };
      this.emitFile({ type: 'asset', fileName: '.build/manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
