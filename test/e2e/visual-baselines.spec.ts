// Every page of the route table, and every widget on the hostile partner page,
// against its reviewed screenshot in test/e2e/baselines/. After a change that is
// meant to show: review the pictures, then `npm run test:update-baselines`.
import { readFileSync } from 'node:fs';
import { expect, screenshotOptions, test } from '../support/e2e-test.ts';
import { openSitePage } from '../support/site-page.ts';
import { pathPerRoute } from '../support/built-pages.ts';
import { raiseToast, toastShotOptions } from '../support/toast-shot.ts';
import { fileSafe } from '../support/visual.ts';
import { widgetsReady } from '../support/widget-ready.ts';

test.use(screenshotOptions);

/** The tags of the hostile partner page, in its order. */
const partnerTags = [...readFileSync('pages/examples/partner.html', 'utf8').matchAll(/<(it-[a-z-]+)/g)].map(
  ([, tag]) => tag!,
);

/** The baseline's file name: 'page/blog/:slug@375' → 'page-blog-slug-375.png'. */
const baseline = (name: string) => `${fileSafe(name)}.png`;

const pages = await pathPerRoute();

test.describe('every page looks as reviewed', () => {
  for (const { pattern, path } of pages) {
    test(`${pattern} (${path}) looks like its baseline, as far as the window shows`, async ({
      warmPage: page,
      steady,
      width,
    }) => {
      await openSitePage(page, '', path);
      await steady(page);
      await expect(page).toHaveScreenshot(baseline(`page${pattern === '/' ? '/index' : pattern}@${width}`));
    });
  }
});

/**
 * Landing pages besides the one that stands for /lp/:slug above: one in German,
 * and one in the dark palette its front matter's `theme: dark` gives the whole page.
 */
const landingPages = ['/lp/cloud-migration-de', '/lp/cloud-operations'];

test.describe('the German and the dark landing page look as reviewed', () => {
  for (const path of landingPages) {
    test(`${path} looks like its baseline, as far as the window shows`, async ({ warmPage: page, steady, width }) => {
      await openSitePage(page, '', path);
      await steady(page);
      await expect(page).toHaveScreenshot(baseline(`page${path}@${width}`));
    });
  }
});

test.describe('every widget on the hostile partner page looks as reviewed', () => {
  for (const tag of partnerTags) {
    const what = tag === 'it-toaster' ? 'the toast of an empty enquiry' : tag;
    test(`${what} on the partner page looks like its baseline`, async ({ warmPage: page, steady, width }) => {
      const name = baseline(`partner-${tag}@${width}`);
      await page.goto('/examples/partner.html');
      // Each tag as React has adopted it: a form sent before would post natively and toast nothing.
      await widgetsReady(page, partnerTags);
      // The partner declares no @font-face: the widgets bring Inter themselves.
      await steady(page);
      // The toaster has no box until it shows a toast.
      if (tag === 'it-toaster') {
        const toast = page.locator('it-toaster .Toastify__toast').first();
        await raiseToast(page.locator('it-enquiry-form'), toast);
        await expect(toast).toHaveScreenshot(name, toastShotOptions);
      } else {
        await expect(page.locator(tag)).toHaveScreenshot(name);
      }
    });
  }
});
