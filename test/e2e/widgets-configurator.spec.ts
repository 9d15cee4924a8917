// /widgets as a partner uses it, with the keyboard, at a phone's and a laptop's
// width: a form tag chosen, an attribute typed and the dark theme picked show
// on the real widget in the preview, and the snippet copied is whole (the
// stylesheet, the scripts, the tag as set, the toaster a form needs); and the
// page's outline holds with a previewed widget's own headings in it.
import { site } from '../../src/content/site.ts';
import { configuratorCopy } from '../../src/content/widgets/gallery.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/e2e-test.ts';
import { openSitePage } from '../support/site-page.ts';

test('a form widget set up in the dark shows live and copies as a whole snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSitePage(page, '', '/widgets');

  await page.getByRole('combobox', { name: configuratorCopy.tagLabel, exact: true }).selectOption('contact-form');
  const widget = page.locator('.it-configurator__preview it-contact-form');
  const label = widget.locator('[part~="label"]').first();
  await expect(label).toBeVisible();
  const lightColour = await label.evaluate((element) => getComputedStyle(element).color);

  await page.getByRole('textbox', { name: 'source', exact: true }).focus();
  await page.keyboard.type('pricing-sidebar');
  // The theme is a radio group: the arrow key moves from the checked 'light' to 'dark'.
  await page.getByRole('radio', { name: 'light' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'dark' })).toBeChecked();

  await expect(widget).toHaveAttribute('source', 'pricing-sidebar');
  await expect(widget).toHaveAttribute('theme', 'dark');
  await expect.poll(() => label.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);

  await page.getByRole('button', { name: configuratorCopy.copy }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: configuratorCopy.copied })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`<link rel="stylesheet" href="${site.url}/widgets/reserve.css">`);
  expect(copied).toContain(`<script type="module" src="${site.url}/widgets/contact-form.js"></script>`);
  expect(copied).toContain(`<script type="module" src="${site.url}/widgets/toaster.js"></script>`);
  expect(copied).toContain('<it-contact-form source="pricing-sidebar" theme="dark"></it-contact-form>');
  expect(copied).toContain('<it-toaster></it-toaster>');
  // What the page shows is what was copied.
  await expect(page.locator('.it-configurator__code')).toHaveText(copied);
});

test("the page's headings keep their order with the hero's h1 in the preview", async ({ page }) => {
  await openSitePage(page, '', '/widgets');
  await page.getByRole('combobox', { name: configuratorCopy.tagLabel, exact: true }).selectOption('hero');
  await expect(page.locator('.it-configurator__preview it-hero').locator('h1')).toBeVisible();
  expect(await axeViolations(page, ['heading-order'])).toEqual([]);
});
