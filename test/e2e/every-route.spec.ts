// Every route in a real Chromium, one visit each: it hydrates with no console
// error, no hydration warning, no CSP violation and no failed request, and
// axe-core (WCAG 2.2 A and AA rules) finds no violation, with the mobile menu
// closed and, where the window shows its button, open. Every route at a
// laptop's width; at a phone's (the two projects of playwright.config.ts), one
// page of each route pattern. One visit serves both checks: the visits, not
// the checks, are most of the time this takes.
import { expect, test } from '../support/e2e-test.ts';
import { axeViolations } from '../support/axe.ts';
import { watchVisit } from '../support/browser.ts';
import { builtPages, pathPerRoute } from '../support/built-pages.ts';
import { layoutIds } from '../../src/layout/layout-ids.ts';
import { chunkTitle, inChunks } from '../support/in-chunks.ts';
import { showLaterSections, wakeIslands } from '../support/site-page.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every route of the site (not the feeds, the sitemap or the example pages), and two that are not found. */
const routes = [
  ...Object.keys(await builtPages()).filter((p) => !p.includes('.')),
  '/no-such-page',
  '/products/no-such-product',
];

/**
 * What a phone's width is checked on: one page of each route pattern, and the
 * not-found page. What the width changes is the layout, which a pattern's
 * pages share (every post is laid out as every other); what their content
 * changes (a post's headings, links and images) is the same at any width, and
 * every page is checked for it at the laptop's width.
 */
const phoneRoutes = new Set([...(await pathPerRoute()).map(({ path }) => path), '/no-such-page']);

/** Below this width the header folds its links into the menu button. */
const MENU_BELOW_WIDTH = 1024;

test.describe('every route in Chromium', () => {
  for (const chunk of inChunks(routes, 6)) {
    test(`${chunkTitle(chunk, routes)}: each hydrates with no console error, CSP violation or failed request, and axe finds no violation, nor with the mobile menu open where the window has the menu button`, async ({
      warmPage: page,
      width,
    }) => {
      // Content-Security-Policy violations are recorded as the page reports them.
      // axe arrives through the protocol, which the page's CSP does not govern.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      const found: string[] = [];
      const phone = width < MENU_BELOW_WIDTH;
      for (const path of phone ? chunk.filter((path) => phoneRoutes.has(path)) : chunk) {
        const notFound = path.includes('no-such');
        const visit = watchVisit(page, (url) => (notFound && new URL(url).pathname === path ? 404 : 200));
        // The visit as a visitor makes it, motion included; axe then reads the
        // page held still, every later section painted: text not yet shown
        // would be judged against the page's own background.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.goto(path, { waitUntil: 'load' });
        await wakeIslands(page);
        await showLaterSections(page);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        found.push(
          ...(await axeViolations(page, { type: 'tag', values: tags })).map((problem) => `${path}: ${problem}`),
        );
        // The same visit, the menu opened: what a phone's visitor meets next.
        const menuButton = page.locator(`#${layoutIds.menuButton}`);
        if ((await menuButton.isVisible()) !== phone)
          found.push(`${path}: the menu button is ${phone ? 'hidden' : 'shown'} at ${width} px`);
        if (phone) {
          await menuButton.click();
          await page.waitForSelector('[role="dialog"][aria-modal="true"]');
          const menu = await axeViolations(page, { type: 'tag', values: tags });
          found.push(...menu.map((problem) => `${path} (menu open): ${problem}`));
        }
        // Whatever waking and showing every section asked for has arrived or failed.
        await expect.poll(visit.loading, { message: `requests still loading on ${path}` }).toBe(0);
        visit.stop();
        const { problems } = visit;
        found.push(
          ...problems.console.map((line) => `${path}: console ${line}`),
          ...problems.errors.map((error) => `${path}: uncaught ${error}`),
          ...problems.failedRequests.map((request) => `${path}: failed request ${request}`),
        );
      }
      expect(found).toEqual([]);
    });
  }
});
