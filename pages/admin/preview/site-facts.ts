// What the editor learns of the public site from one of its pages: the address
// of its whole stylesheet and of its boot script (as the boot script's tag
// names them, pages/site-stylesheet.ts reads the same attribute), and the
// islands its layout wakes on every page. Read from the site the server
// serves, so the preview follows every rebuild without the editor being rebuilt.

/** The public site's stylesheet, script and layout islands. */
export interface SiteFacts {
  /** `/assets/site-<hash>.css`: the whole sheet, in the site's cascade order, fonts included. */
  stylesheet?: string;
  /** `/assets/boot-<hash>.js`: the one script a page loads before any interaction. */
  bootScript?: string;
  /** The islands outside <main> (header, menu, toaster…), which every page has. */
  layoutIslands: string[];
}

let facts: Promise<SiteFacts> | undefined;

/** An attribute's value in a tag's text (the prerender writes them double-quoted, tools/build/document.ts). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The islands named in a stretch of HTML. */
const islandsIn = (html: string) => [...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!);

/**
 * The facts of a page's HTML, read as text: a DOMParser document would hold
 * the page's inline <style>, which the editor's CSP reports as a violation.
 */
export function factsOfPage(html: string): SiteFacts {
  const boot = /<script\b[^>]*\sdata-stylesheet="[^>]*>/.exec(html)?.[0] ?? '';
  const mainStart = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  const outside = mainStart < 0 || mainEnd < 0 ? html : html.slice(0, mainStart) + html.slice(mainEnd);
  return {
    stylesheet: attribute(boot, 'data-stylesheet'),
    bootScript: attribute(boot, 'src'),
    layoutIslands: [...new Set(islandsIn(outside))],
  };
}

/** Reads the facts from the home page, once. */
export function siteFacts(): Promise<SiteFacts> {
  facts ??= fetch('/', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : ''))
    .then(factsOfPage)
    .catch(() => ({ layoutIslands: [] }));
  return facts;
}
