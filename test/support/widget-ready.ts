import type { Page } from 'playwright-core';

/**
 * Waits until React has adopted each widget's first view (the tag matches
 * `:state(ready)`). A tag wakes when the visitor uses it or, near the viewport,
 * when the browser is idle; so each is scrolled into view first, as a visitor
 * scrolling to it would, and the page returns to its top afterwards.
 */
export async function widgetsReady(page: Page, selectors: readonly string[]): Promise<void> {
  for (const selector of selectors) {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => document.querySelector(s)?.matches(':state(ready)'), selector);
  }
  await page.evaluate(() => scrollTo(0, 0));
}
