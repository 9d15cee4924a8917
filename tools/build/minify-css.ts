// Minifying CSS with lightningcss, shared by the inline-css and site-assets plugins.
import { transform } from 'lightningcss';

/** Minified CSS. */
export function minifyCss(code: string, filename: string): string {
  return transform({ filename, code: Buffer.from(code), minify: true }).code.toString();
}
