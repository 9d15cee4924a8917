// Whether the page has loaded @floating-ui, for the tests that check the mobile
// menu's focus manager and scroll lock arrive only when the menu is wanted.

/** The attribute @floating-ui marks focusable elements with; spelt in pieces so no test bundle holds it. */
const marker = ['data', 'floating', 'ui', 'focusable'].join('-');

/**
 * Whether each script URL holds the marker, fetched once per URL (a script's text
 * does not change). Each fetch adds an entry to the page's resource timeline, whose
 * buffer keeps only 250: fetching every script again at each call, as a polling
 * wait does, doubled the entries each time and filled the buffer within a second,
 * after which the entry of a chunk loaded later was dropped and never seen.
 */
const holdsMarker = new Map<string, Promise<boolean>>();

/**
 * Whether a script holding @floating-ui's code has loaded into this page: its
 * marker attribute survives bundling and minifying, whatever chunk it lands in.
 * Cheap to poll: it fetches only scripts it has not read yet, and its own
 * fetches (initiator 'fetch') are not taken for scripts the page loaded.
 */
export async function floatingUiLoaded(): Promise<boolean> {
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType !== 'fetch')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.endsWith('.js'));
  for (const url of scripts) {
    if (!holdsMarker.has(url)) {
      holdsMarker.set(
        url,
        fetch(url).then(async (response) => (await response.text()).includes(marker)),
      );
    }
  }
  const found = await Promise.all(scripts.map((url) => holdsMarker.get(url)!));
  return found.some(Boolean);
}
