// Playwright Test as the end-to-end specs use it: the project's viewport as a
// width, and a page that can be made steady before any screenshot.
import { test as base, expect, type Browser } from '@playwright/test';
import { settle } from './steady-page';

export { expect };

/** What every spec gets besides Playwright's own fixtures. */
interface E2eFixtures {
  /** The window's width this project runs at (375 or 1280 px). */
  width: number;
  /**
   * Waits until `page` (the test's page by default) can be photographed: lazy
   * pictures loaded, fonts ready, an idle moment passed ({@link settle}).
   * Carousels and counters hold still where the spec uses {@link screenshotOptions}.
   */
  steady: (page?: Parameters<typeof settle>[0], options?: Parameters<typeof settle>[1]) => Promise<void>;
}

/**
 * For a spec that takes screenshots, through `test.use(screenshotOptions)`: one
 * CSS pixel a device pixel and reduced motion, so pictures are small, the same on
 * every machine, carousels on their first slide and counters at their end. The
 * site's CSP would refuse the style a screenshot applies to hide floating parts.
 */
export const screenshotOptions = { deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true } as const;

/** `test` with the {@link E2eFixtures}. */
export const test = base.extend<E2eFixtures>({
  width: async ({ viewport }, use) => {
    if (!viewport) throw new Error('every project sets a viewport (playwright.config.ts)');
    await use(viewport.width);
  },
  steady: async ({ page }, use) => {
    await use((target = page, options) => settle(target, options));
  },
});

/** node:test's `describe`, so a file moved from node:test to Playwright Test keeps its shape. */
export const describe = test.describe;

/** node:test's `it`: one Playwright test. */
export const it = test;

/**
 * The shared server and this worker's Chromium, as the node:test harness's
 * siteInChromium() gave them: for specs that open their own windows at the
 * widths they name. Read them inside a test.
 */
export function sharedSite(): { readonly server: { url: string }; readonly browser: Browser } {
  const site = { server: { url: '' } } as { server: { url: string }; browser: Browser };
  test.beforeEach(({ browser, baseURL }) => {
    site.browser = browser;
    site.server.url = baseURL!;
  });
  return site;
}
