import type { Page } from 'playwright-core';

/**
 * Applied while a site section is photographed: the sticky header would sit
 * over a section scrolled to the top (static takes the same room, so nothing
 * moves), and the back-to-top button floats over whatever is below it.
 */
export const siteShotStyle =
  '.it-header { position: static !important; } .it-scroll-top { visibility: hidden !important; }';

/** Opens a site page and waits until React hydrated it (the client marks <html data-hydrated>). */
export async function openSitePage(page: Page, siteUrl: string, path: string): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
