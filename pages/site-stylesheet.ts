// More of the site's stylesheet than the page carries inline. Each page carries
// only the rules of the sections it shows (tools/build/page-stylesheet.ts).
// Before an island wakes, the page applies the rest of the sheet: a woken
// island may render what the prerender did not (a modal, a toast), and the rest
// holds only rules that match nothing yet, so applying it restyles nothing
// (1 to 16 ms on a 4x slowed CPU, where the whole sheet took 40 to 165). Before
// a client-side navigation the page applies the whole sheet: its rules come in
// the site's cascade order, which the next page's sections may rely on.

const applied = new Map<string, Promise<void>>();

/**
 * Applies the stylesheet the boot script names in `attribute`, once; resolves
 * when it has loaded, or failed (the page then keeps what it has, which is all
 * its first view needs), or at once when the page names none.
 */
function apply(attribute: 'data-stylesheet' | 'data-stylesheet-rest'): Promise<void> {
  const href = document.querySelector(`script[${attribute}]`)?.getAttribute(attribute);
  if (!href) return Promise.resolve();
  let loaded = applied.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    applied.set(href, loaded);
  }
  return loaded;
}

/**
 * The rest of the sheet this page lacks, for what its islands render once
 * awake; or the whole, once that is applied: the rest added after it would
 * come later in the cascade than the site's order puts it.
 */
export function restOfStylesheet(): Promise<void> {
  const whole = document.querySelector('script[data-stylesheet]')?.getAttribute('data-stylesheet');
  return (whole && applied.get(whole)) || apply('data-stylesheet-rest');
}

/** The whole sheet, in cascade order, for another page. */
export const wholeStylesheet = () => apply('data-stylesheet');
