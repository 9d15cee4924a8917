// The leftover shop store is started on every page load of the host site that
// brings React (an island woke), as the template's was: localStorage 'root'
// holds it then, and data there that is not a shop state is replaced at once
// after a reload. A page nothing woke on cannot change the store, so leaves it.
import assert from 'node:assert/strict';
import { describe, it } from '../support/e2e-test.ts';
import type { Page } from '@playwright/test';
import { emptyShopState } from '../../src/state/shop-schema.ts';
import { shopStorageKey } from '../../src/state/shop-persist.ts';
import { wakeIslands } from '../support/site-page.ts';

/** What localStorage holds under the shop's key, once it holds something other than `unlike`. */
async function storedOnceNot(page: Page, unlike: string | null): Promise<unknown> {
  const handle = await page.waitForFunction(
    ([key, old]) => {
      const value = localStorage.getItem(key);
      return value !== null && value !== old ? value : false;
    },
    [shopStorageKey, unlike] as const,
    { timeout: 10_000 },
  );
  return JSON.parse(String(await handle.jsonValue()));
}

describe('the shop store on the host site', () => {
  for (const path of ['/', '/contact', '/blog']) {
    it(`a first visit to ${path} leaves an empty shop state under localStorage 'root' once the page is in use`, async ({
      page,
    }) => {
      await page.goto(path);
      // The store comes with React, when the first island wakes; until then nothing can change it.
      await wakeIslands(page);
      assert.deepEqual(await storedOnceNot(page, null), emptyShopState());
    });
  }

  it("'{corrupt' under 'root' is replaced by an empty shop state as soon as the page is reloaded", async ({ page }) => {
    await page.goto('/about');
    await wakeIslands(page);
    await storedOnceNot(page, null);
    await page.evaluate((key) => localStorage.setItem(key, '{corrupt'), shopStorageKey);
    await page.reload();
    await wakeIslands(page);
    assert.deepEqual(await storedOnceNot(page, '{corrupt'), emptyShopState());
  });

  it('a stored cart survives a reload and a visit to another page', async ({ page }) => {
    await page.goto('/');
    // The home page's first screen needs no React (its carousel turns by a script): the store starts with the first island.
    await wakeIslands(page);
    await storedOnceNot(page, null);
    const withCart = emptyShopState();
    withCart.cartList.cart.push({
      id: 'erp-suite',
      qty: 2,
      price: 1200,
      discount: 0,
      selected_color: '',
      selected_size: '',
      sum: 2400,
    });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      shopStorageKey,
      JSON.stringify(withCart),
    ] as const);
    await page.goto('/services');
    await wakeIslands(page);
    assert.deepEqual(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), shopStorageKey)) ?? 'null'),
      withCart,
    );
  });
});
