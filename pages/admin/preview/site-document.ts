// A document of the editor's own (a preview frame) made to look like a page of
// the site: the site's stylesheet, and the page's language, direction, palette
// and colour on its <html>, as the prerender writes them (tools/build/document.ts).
import { localeOf, isLocale } from '../../../src/content/locales.ts';
import { accentProperties } from '../../../src/content/page-accent.ts';

/** How the page is shown: its title, language code, palette and colour (front matter `title`, `lang`, `theme`, `accent`). */
export interface PageLook {
  title?: string;
  lang?: string;
  theme?: string;
  accent?: string;
}

/** Marks the stylesheet links this module adds, so each is added once. */
const marker = 'data-frame-sheet';

/**
 * The address of a package's stylesheet the editor's page links (`data-sheet`,
 * tools/build/admin-page.ts), for a frame to link it too.
 */
export const linkedSheet = (name: string): string | undefined =>
  document.querySelector<HTMLLinkElement>(`link[data-sheet="${name}"]`)?.href;

/** The properties a colour sets on <html>, to remove when the page's colour is cleared. */
const accentNames = Object.keys(accentProperties('#000000'));

/**
 * Gives `doc` the `sheets` (each once, in order: the site's last) and the
 * page's <title>, `lang`, `dir`, `data-theme` and colour. The colour goes on
 * <html>'s style through the CSSOM, which the editor's CSP allows where it
 * refuses a <style> (the prerender puts it in the page's inline sheet).
 */
export function lookLikeSite(
  doc: Document,
  sheets: readonly (string | undefined)[],
  { title, lang, theme, accent }: PageLook,
): void {
  if (title !== undefined) doc.title = title;
  const code = lang && isLocale(lang) ? lang : 'en';
  const html = doc.documentElement;
  html.lang = code;
  html.dir = localeOf(code).dir;
  if (theme) html.dataset.theme = theme;
  else delete html.dataset.theme;
  for (const name of accentNames) html.style.removeProperty(name);
  for (const [name, value] of Object.entries(accentProperties(accent))) html.style.setProperty(name, value);
  for (const sheet of sheets) {
    if (!sheet || doc.head.querySelector(`link[${marker}="${CSS.escape(sheet)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet;
    link.setAttribute(marker, sheet);
    doc.head.append(link);
  }
}

/** Resolves once the sheets this module linked in `doc` have loaded (or failed), and its fonts, so a check sees the page styled. */
export async function stylesheetsLoaded(doc: Document): Promise<void> {
  const links = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${marker}]`)].filter((link) => !link.sheet);
  await Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  await doc.fonts.ready;
}
