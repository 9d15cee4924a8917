// Playwright Test as the end-to-end specs use it: the project's viewport as a
// width, a page that can be made steady before any screenshot, a page with
// JavaScript off, and a copy of the site that delivers mail to a real relay.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startMailSite, type MailSite } from './mail-site.ts';
import { settle } from './steady-page.ts';

export { expect };

/** What every spec gets besides Playwright's own fixtures. */
interface E2eFixtures {
  /** The window's width this project runs at (375 or 1280 px). */
  width: number;
  /**
   * Waits until a page can be photographed: lazy pictures loaded, fonts ready, an
   * idle moment passed ({@link settle}). Carousels and counters hold still where
   * the spec uses {@link screenshotOptions}.
   */
  steady: (page: Parameters<typeof settle>[0], options?: Parameters<typeof settle>[1]) => Promise<void>;
  /**
   * A new page in a browser context the worker keeps for every test with the same
   * options (width, motion, CSP, device): the site's scripts, fonts and pictures
   * stay in its cache from one test to the next, as they stay for a visitor moving
   * through the site. For the specs that visit every route or take screenshots,
   * where a fresh context per test spent about a second re-fetching and compiling
   * them. Its storage is shared too: a spec that needs a first visit uses `page`.
   */
  warmPage: Page;
  /**
   * A page with JavaScript off, beside `page`, on the same device and base URL: what
   * a crawler or a visitor without script gets, for specs that look at both.
   */
  staticPage: Page;
}

/**
 * For a spec that takes screenshots, through `test.use(screenshotOptions)`: one
 * CSS pixel a device pixel and reduced motion, so pictures are small, the same on
 * every machine, carousels on their first slide and counters at their end. The
 * site's CSP would refuse the style a screenshot applies to hide floating parts.
 */
export const screenshotOptions = { deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true } as const;

/** What a worker shares between its specs, started only when a spec asks for it. */
interface E2eWorkerFixtures {
  /**
   * A second copy of the site, relaying to a real SMTP server, with a partner origin
   * it trusts ({@link MailSite}): for the specs that read the mail a form sent. One
   * per worker, not per file; markers in the mail tell the specs' messages apart.
   */
  mailSite: MailSite;
  /** The worker's browser contexts for {@link E2eFixtures.warmPage}, one per set of options, made on first use. */
  warmContext: (options: BrowserContextOptions) => Promise<BrowserContext>;
}

/** `test` with the {@link E2eFixtures}. */
export const test = base.extend<E2eFixtures, E2eWorkerFixtures>({
  mailSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startMailSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  warmContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((options) => {
        const key = JSON.stringify(options);
        if (!contexts.has(key)) contexts.set(key, browser.newContext(options));
        return contexts.get(key)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  warmPage: async (
    {
      warmContext,
      baseURL,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      bypassCSP,
      javaScriptEnabled,
    },
    use,
  ) => {
    const device = { viewport, deviceScaleFactor, isMobile, hasTouch };
    const context = await warmContext({ ...device, baseURL, reducedMotion, bypassCSP, javaScriptEnabled });
    const page = await context.newPage();
    await use(page);
    await page.close();
  },
  width: async ({ viewport }, use) => {
    if (!viewport) throw new Error('every project sets a viewport (playwright.config.ts)');
    await use(viewport.width);
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  steady: async ({}, use) => {
    await use((target, options) => settle(target, options));
  },
  staticPage: async ({ browser, viewport, baseURL, isMobile, hasTouch, deviceScaleFactor }, use) => {
    const device = { viewport, isMobile, hasTouch, deviceScaleFactor };
    const context = await browser.newContext({ ...device, baseURL, javaScriptEnabled: false });
    await use(await context.newPage());
    await context.close();
  },
});

/** {@link test} with `page.goto('/…')` and `request` on the {@link MailSite} instead of the shared server. */
export const mailTest = test.extend({
  baseURL: async ({ mailSite }, use) => {
    await use(mailSite.url);
  },
});

/** node:test's `describe`, so a file moved from node:test to Playwright Test keeps its shape. */
export const describe = test.describe;

/** node:test's `it`: one Playwright test. */
export const it = test;
