// Every page of the route table, and every widget on the hostile partner page,
// against its reviewed screenshot in test/e2e/baselines/. After a change that is
// meant to show: review the pictures, then `npm run test:update-baselines`.
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { routes, resolveRoute } from '../../pages/route-table';
import { matchBaseline } from '../support/baselines';
import { siteInChromium } from '../support/browser';
import { openSitePage } from '../support/site-page';
import { builtPages } from '../support/site-server';
import { screenshotPages, settle, steadyShot, viewports } from '../support/steady-page';
import { shootToast } from '../support/toast-shot';
import { widgetsReady } from '../support/widget-ready';

const session = siteInChromium();
const withPage = screenshotPages(session);

/** One concrete address for each route pattern: the first page the build wrote for it. */
async function pathPerRoute(): Promise<{ pattern: string; path: string }[]> {
  const built = Object.keys(await builtPages());
  return routes.map(({ path: pattern }) => {
    const path = built.find((page) => resolveRoute(page).route.path === pattern);
    if (!path) throw new Error(`the build wrote no page for the route ${pattern}`);
    return { pattern, path };
  });
}

/** The tags of the hostile partner page, in its order. */
const partnerTags = [...readFileSync('pages/examples/partner.html', 'utf8').matchAll(/<(it-[a-z-]+)/g)].map(
  ([, tag]) => tag!,
);

const pages = await pathPerRoute();

describe('every page looks as reviewed', { concurrency: 3 }, () => {
  for (const viewport of viewports) {
    for (const { pattern, path } of pages) {
      it(`${pattern} (${path}) at ${viewport.width} px looks like its baseline, as far as the window shows`, async () => {
        const name = `page${pattern === '/' ? '/index' : pattern}@${viewport.width}`;
        const png = await withPage(viewport, async (page) => {
          await openSitePage(page, session.server.url, path);
          await settle(page);
          return steadyShot(name, page);
        });
        const result = matchBaseline(name, png);
        assert.ok(result.ok, result.message);
      });
    }
  }
});

describe('every widget on the hostile partner page looks as reviewed', { concurrency: 3 }, () => {
  for (const viewport of viewports) {
    for (const tag of partnerTags) {
      const what = tag === 'it-toaster' ? 'the toast of an empty enquiry' : tag;
      it(`${what} at ${viewport.width} px on the partner page looks like its baseline`, async () => {
        const name = `partner-${tag}@${viewport.width}`;
        const png = await withPage(viewport, async (page) => {
          await page.goto(`${session.server.url}/examples/partner.html`);
          // Each tag as React has adopted it: a form sent before would post natively and toast nothing.
          await widgetsReady(page, partnerTags);
          // The partner declares no @font-face: the widgets show in its fonts, as partners see them.
          await settle(page, { siteFont: false });
          // The toaster has no box until it shows a toast.
          if (tag === 'it-toaster')
            return shootToast(
              page.locator('it-enquiry-form'),
              page.locator('it-toaster .Toastify__toast').first(),
              name,
            );
          return steadyShot(name, page.locator(tag));
        });
        const result = matchBaseline(name, png);
        assert.ok(result.ok, result.message);
      });
    }
  }
});
