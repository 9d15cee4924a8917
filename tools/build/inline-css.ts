// `import css from './x.css?inline'`: a stylesheet as text for a shadow root.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'rollup';
import { resolveWithQuery } from './component-styles.ts';
import { minifyCss } from './minify-css.ts';
import { withHashedFonts } from './site-fonts.ts';

/**
 * A stylesheet made fit for a shadow root on someone else's page: `:root`
 * becomes `:host`, and rem becomes px, because rem follows the partner's root
 * font size (a `* { font: 30px serif }` would otherwise scale every widget).
 * `:root, :host` would become `:host, :host`: one is enough.
 */
function forShadowRoot(css: string): string {
  return css
    .replace(/:root,\s*:host\b/g, ':host')
    .replaceAll(':root', ':host')
    .replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${Number(n) * 16}px`);
}

/**
 * `import css from './x.css?inline'`: the stylesheet as a minified string.
 * Own plugin: rollup-plugin-postcss (`inject: false`) or rollup-plugin-string give
 * the text, but not rewritten for a shadow root, which is the point here.
 */
export function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    resolveId: resolveWithQuery('?inline'),
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      // fonts.css names the font files the site's build emits under hashed names.
      const css = minifyCss(forShadowRoot(await withHashedFonts(readFileSync(file, 'utf8'))), file);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
