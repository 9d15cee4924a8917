// Whether the page has loaded @floating-ui, for the tests that check the mobile
// menu's focus manager and scroll lock arrive only when the menu is wanted.

/** The attribute @floating-ui marks focusable elements with; spelt in pieces so no test bundle holds it. */
const marker = ['data', 'floating', 'ui', 'focusable'].join('-');

/**
 * Whether a script holding @floating-ui's code has loaded into this page: its
 * marker attribute survives bundling and minifying, whatever chunk it lands in.
 */
export async function floatingUiLoaded(): Promise<boolean> {
  const scripts = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.endsWith('.js'));
  const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  return texts.some((text) => text.includes(marker));
}
