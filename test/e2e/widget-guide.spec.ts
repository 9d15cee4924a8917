// The embedding guide (/widgets/guide) against the truth, the contracts of the
// catalogue and the languages of src/content/locales.ts: every tag with every
// attribute, every custom property, part and event, and every language.
import type { Locator, Page } from '@playwright/test';
import { locales } from '../../src/content/locales.ts';
import { widgetCatalog } from '../../widgets/catalogue.ts';
import { expect, test } from '../support/e2e-test.ts';

/** The names a reference table lists: the first cell of each of its rows. */
const rowNames = (table: Locator) => table.locator('tbody th[scope="row"]').allInnerTexts();

/** The reference table named by the heading `id`. */
const tableOf = (page: Page, id: string) => page.locator(`[role="region"][aria-labelledby="${id}"] table`);

test('the guide lists every tag with every attribute of its contract', async ({ page }) => {
  await page.goto('/widgets/guide');
  for (const doc of widgetCatalog) {
    const tag = `it-${doc.name}`;
    await expect(page.locator(`h3#${tag}`)).toHaveText(`<${tag}>`);
    expect(await rowNames(tableOf(page, tag)), tag).toEqual(doc.attributes.map((a) => a.name));
  }
});

test('the guide lists every custom property, part and event of the contracts, and every language', async ({ page }) => {
  await page.goto('/widgets/guide');
  const names = (pick: (doc: (typeof widgetCatalog)[number]) => readonly { name: string }[]) => [
    ...new Set(widgetCatalog.flatMap((doc) => pick(doc).map((item) => item.name))),
  ];
  expect(await rowNames(tableOf(page, 'it-guide-properties'))).toEqual(names((doc) => doc.cssProperties));
  expect(await rowNames(tableOf(page, 'it-guide-parts'))).toEqual(names((doc) => doc.parts).map((n) => `::part(${n})`));
  expect(await rowNames(tableOf(page, 'events'))).toEqual(names((doc) => doc.events));
  expect(await rowNames(tableOf(page, 'languages'))).toEqual(locales.map((locale) => locale.code));
});
