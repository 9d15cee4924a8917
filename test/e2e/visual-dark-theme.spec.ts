// The widgets' dark theme on a partner's dark page: a near-black page with light
// text of its own, every tag with theme="dark", served from another origin; and
// a form widget in Arabic on a right-to-left partner page.
import { expect, screenshotOptions, test } from '../support/e2e-test';
import { axeViolations } from '../support/axe';
import { openPartnerPage } from '../support/partner-page';
import { showLaterSections, wakeIslands } from '../support/site-page';
import { layoutIds } from '../../src/layout/layout-ids';
import { widgetCatalog } from '../../widgets/catalogue';

test.use(screenshotOptions);

/** A partner's dark page, as the issue describes it. */
const darkPage = 'body { background: #111; color: #eee; }';

test.describe('theme="dark" on a #111 partner page', () => {
  test('axe finds no contrast failure inside any widget', async ({ page, baseURL, steady }) => {
    const tags = widgetCatalog.map((doc) => `it-${doc.name}`);
    const body = tags.map((tag) => `<${tag} theme="dark"></${tag}>`).join('\n');
    await openPartnerPage(page, baseURL!, tags, body, { css: darkPage });
    await steady(page);
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  });

  test('it-enquiry-form looks like its baseline', async ({ page, baseURL, steady, width }) => {
    const tag = 'it-enquiry-form';
    await openPartnerPage(page, baseURL!, [tag], `<${tag} theme="dark"></${tag}>`, { css: darkPage });
    await steady(page);
    await expect(page.locator(tag)).toHaveScreenshot(`partner-dark-${tag}-${width}.png`);
  });
});

test.describe('a landing page with theme: dark', () => {
  test('axe finds no contrast failure on the whole page, header, footer and open menu included', async ({
    page,
    width,
  }) => {
    await page.goto('/lp/cloud-operations', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await wakeIslands(page);
    await showLaterSections(page);
    const found = await axeViolations(page, ['color-contrast']);
    // The header folds its links into the menu below 1024 px: the menu's own colours are judged there.
    if (width < 1024) {
      await page.locator(`#${layoutIds.menuButton}`).click();
      await page.waitForSelector('[role="dialog"][aria-modal="true"]');
      found.push(...(await axeViolations(page, ['color-contrast'])).map((problem) => `menu open: ${problem}`));
    }
    expect(found).toEqual([]);
  });
});

test.describe('an Arabic partner page (<html lang="ar" dir="rtl">)', () => {
  test('it-enquiry-form in Arabic lays out right to left, scrolls nowhere sideways, and looks like its baseline', async ({
    page,
    baseURL,
    steady,
    width,
  }) => {
    const tag = 'it-enquiry-form';
    await openPartnerPage(page, baseURL!, [tag], `<${tag} lang="ar"></${tag}>`, { lang: 'ar', dir: 'rtl' });
    const form = page.locator(`${tag} form`);
    // The Arabic catalogue arrives after React: its first label is the sign.
    await expect(form.locator('label').first()).toHaveText('اسمك');
    await expect(form).toHaveCSS('direction', 'rtl');
    await steady(page);
    const scroll = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      return { wide: scroller.scrollWidth, window: scroller.clientWidth };
    });
    expect(scroll.wide).toBe(scroll.window);
    await expect(page.locator(tag)).toHaveScreenshot(`partner-ar-${tag}-${width}.png`);
  });
});
