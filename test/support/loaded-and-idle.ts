import type { Page } from 'playwright-core';

/**
 * Waits until the page has loaded and then been idle, twice over, and the network
 * has been quiet since: by then whatever the page fetches unasked (an island near
 * the first screen, a library a section wants once the browser is idle) has been
 * asked for. The condition a test of "nothing loads before the visitor acts"
 * waits on, instead of a fixed pause.
 */
export async function loadedAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The page's own idle callbacks were queued first (at load, or its first paint), so they have run by then.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  await page.waitForLoadState('networkidle');
}
