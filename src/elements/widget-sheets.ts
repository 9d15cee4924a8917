// The stylesheets the tags adopt: one constructable sheet per CSS text, and
// Inter declared in the page's document.
import fontsCss from '../styles/fonts.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance of every widget. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Declares Inter and its size-adjusted fallbacks in the page's document, once:
 * a browser ignores @font-face inside a shadow root. The files come from the
 * origin that served the widget (font-src must allow it), and are fetched only
 * when text is set in them, so a tag given its own --it-font-family loads
 * none. An adopted sheet, not a <style>, as a strict style-src allows it.
 */
export function declareFonts(base: string): void {
  const sheet = sheetFor(fontsCss.replaceAll('url(/', `url(${base}`));
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
