// Visitors who ask for less motion get pages that hold still: no carousel turns,
// no counter counts, no strip scrolls. The screenshot tests rely on it too.
import type { Page } from '@playwright/test';
import { expect, screenshotOptions, test } from '../support/e2e-test.ts';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page.ts';
import { openSitePage } from '../support/site-page.ts';
import { compareScreenshots } from '../support/visual.ts';

test.use(screenshotOptions);

/** Longer than every autoplay delay (logos 2.5 s, core values, hero slides 5 s). */
const WAIT_MS = 6000;

/** Two full-page screenshots WAIT_MS apart, with animations left running, compared. */
async function stillAfterAWhile(page: Page, name: string) {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'allow', caret: 'hide', scale: 'css' });
  const before = await shoot();
  await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  // Any change at all is motion: the tolerance is for rendering noise between two pages, not here.
  const result = compareScreenshots(name, { label: 'later', png: await shoot() }, { label: 'first', png: before }, 0);
  expect(result.ok, result.message).toBe(true);
}

test.describe('under prefers-reduced-motion: reduce', () => {
  // Every moving part shows at a laptop's width; the phone's would only repeat it
  // (playwright.config.ts runs this file in desktop-1280 alone).
  test('the home page, with its carousels, logo strip and counters, holds still for six seconds', async ({
    page,
    steady,
  }) => {
    await openSitePage(page, '', '/');
    await steady(page);
    await stillAfterAWhile(page, 'motion/home');
  });

  test('the moving widgets (hero carousel, core values, client logos, statistics) hold still for six seconds', async ({
    page,
    steady,
    baseURL,
    width,
  }) => {
    const tags = ['it-hero-carousel', 'it-core-values', 'it-clients', 'it-stats'];
    await openPlainPage(
      page,
      baseURL!,
      plainWidgetPage(tags, { width }, tags.map((tag) => tagHtml(tag)).join('')),
      tags,
    );
    await steady(page);
    await stillAfterAWhile(page, 'motion/widgets');
  });
});
