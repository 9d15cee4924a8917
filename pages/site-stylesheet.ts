// The site's whole stylesheet. Each page carries inline only the rules of the
// sections it shows (tools/build/page-stylesheet.ts); what React renders beyond
// the prerender (an island's modal or toast, another page) may need any rule,
// so the whole sheet is applied before the first island wakes and before a
// client-side navigation swaps a page in. Its rules repeat the inline ones in
// the same order, so the cascade comes out as before.

let applied: Promise<void> | undefined;

/**
 * Applies the whole stylesheet named by the boot script's `data-stylesheet`,
 * once; resolves when it has loaded, or failed (the page then keeps its own
 * part, which is all its first view needs), or at once when the page names none.
 */
export function siteStylesheet(): Promise<void> {
  applied ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLScriptElement>('script[data-stylesheet]')?.dataset.stylesheet;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return applied;
}
