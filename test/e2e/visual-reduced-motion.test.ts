// Visitors who ask for less motion get pages that hold still: no carousel turns,
// no counter counts, no strip scrolls. The screenshot tests rely on it too.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteInChromium } from '../support/browser';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page';
import { openSitePage } from '../support/site-page';
import { screenshotPages, settle, viewports } from '../support/steady-page';
import { compareScreenshots } from '../support/visual';

const session = siteInChromium();
const withPage = screenshotPages(session);
const laptop = viewports[1];

/** Longer than every autoplay delay (logos 2.5 s, core values, hero slides 5 s). */
const WAIT_MS = 6000;

/** Two full-page screenshots WAIT_MS apart, with animations left running, compared. */
async function stillAfterAWhile(page: Page, name: string) {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'allow', caret: 'hide', scale: 'css' });
  const before = await shoot();
  await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  // Any change at all is motion: the tolerance is for rendering noise between two pages, not here.
  const result = compareScreenshots(name, { label: 'later', png: await shoot() }, { label: 'first', png: before }, 0);
  assert.ok(result.ok, result.message);
}

describe('under prefers-reduced-motion: reduce', { concurrency: 2 }, () => {
  it('the home page, with its carousels, logo strip and counters, holds still for six seconds', async () => {
    await withPage(laptop, async (page) => {
      await openSitePage(page, session.server.url, '/');
      await settle(page);
      await stillAfterAWhile(page, 'motion/home');
    });
  });

  it('the moving widgets (hero carousel, core values, client logos, statistics) hold still for six seconds', async () => {
    const tags = ['it-hero-carousel', 'it-core-values', 'it-clients', 'it-stats'];
    await withPage(laptop, async (page) => {
      await openPlainPage(
        page,
        session.server.url,
        plainWidgetPage(tags, { width: laptop.width }, tags.map((tag) => tagHtml(tag)).join('')),
        tags,
      );
      await settle(page);
      await stillAfterAWhile(page, 'motion/widgets');
    });
  });
});
