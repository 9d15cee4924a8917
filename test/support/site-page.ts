import type { Page } from 'playwright-core';

/**
 * Applied while a site section is photographed: the sticky header would sit
 * over a section scrolled to the top (static takes the same room, so nothing
 * moves), and the back-to-top button floats over whatever is below it.
 */
export const siteShotStyle =
  '.it-header { position: static !important; } .it-scroll-top { visibility: hidden !important; }';

/** The sections LaterSections lays out only as they near the viewport. */
export const laterSectionsSelector = '.it-later-sections > :not(.it-island), .it-later-sections > .it-island > *';

/**
 * Lays out and paints every later section of a long page (LaterSections), and
 * the other parts the site skips until they near the viewport (the band above
 * the footer, a post's comments and sidebar: layout.css), at once, as the page does on a
 * reload (the mark boot.ts sets then). Chromium
 * paints a section it lays out only near the viewport as a contained layer,
 * whose text lands on other half-pixels than a widget's, and sections not yet
 * shown stand at estimated heights: shown plainly, the page lays out as it does
 * once read, so a comparison with a widget stays on layout and styles.
 */
export async function showLaterSections(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.dataset.restoredScroll = ''));
}

/**
 * Wakes every island of the page, as a visitor pointing at each section would,
 * and waits until React has hydrated them all (the loader marks <html
 * data-hydrated>). For tests of what the sections do once awake; what a page
 * does before, on its own, is test/e2e/islands.spec.ts's.
 */
export async function wakeIslands(page: Page): Promise<void> {
  // The loader starts watching after the first paint: point again until every island is awake.
  // Every page of every route spec waits here: a short poll keeps that wait near hydration's own time.
  await page.waitForFunction(
    () => {
      for (const host of document.querySelectorAll('[data-island]:not([data-waking])')) {
        (host.firstElementChild ?? host).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
      const { hydrated, clientNavigation } = document.documentElement.dataset;
      return hydrated !== undefined && clientNavigation !== undefined;
    },
    undefined,
    { polling: 50, timeout: 30_000 },
  );
}

/** Opens a site page and wakes its islands ({@link wakeIslands}). */
export async function openSitePage(page: Page, siteUrl: string, path: string): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await wakeIslands(page);
}
