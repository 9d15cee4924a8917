// Each page's inline stylesheet: the site's sheet without the sections the page
// does not show. The whole sheet is an asset the browser fetches when React
// first wakes (pages/site-stylesheet.ts), before anything is rendered that the
// prerender did not write: a modal, a toast, another page.
import { transform } from 'lightningcss';

/** The block of a BEM class: `it-hero` for `it-hero__title` and `it-hero--dark`. */
const blockOf = (name: string) => name.split(/__|--/)[0]!;

/**
 * Blocks every page keeps although its HTML names none: the ripple is drawn by
 * plain DOM code on a visitor's first press, before the whole sheet can arrive.
 */
const ALWAYS = new Set(['it-ripple']);

/**
 * Returns a function from a page's HTML to its stylesheet: `css` (the site's
 * minified sheet) without each rule that needs a class of an `it-` block the
 * page names nowhere. Whole blocks stay, modifiers and all, so an island's
 * states still find their rules when it wakes. lightningcss drops only rules
 * that cannot match (a class inside :not() or in one selector of a list keeps
 * the rule), and any `@media` left empty.
 */
export function pageStylesheets(css: string): (html: string) => string {
  const classes = new Set([...css.matchAll(/\.(it-[\w-]+)/g)].map(([, name]) => name!));
  const code = Buffer.from(css);
  return (html) => {
    const shown = new Set(ALWAYS);
    for (const [, list] of html.matchAll(/\bclass="([^"]*)"/g))
      for (const name of list!.split(/\s+/)) if (name.startsWith('it-')) shown.add(blockOf(name));
    const unusedSymbols = [...classes].filter((name) => !shown.has(blockOf(name)));
    return transform({ filename: 'site.css', code, minify: true, unusedSymbols }).code.toString();
  };
}
