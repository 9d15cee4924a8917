// The leftover shop store is started on every page load of the host site that
// brings React (an island woke), as the template's was: localStorage 'root'
// holds it then, and data there that is not a shop state is replaced at once
// after a reload. A page nothing woke on cannot change the store, so leaves it.
import assert from 'node:assert/strict';
import { describe, it, sharedSite } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { emptyShopState } from '../../src/state/shop-schema';
import { shopStorageKey } from '../../src/state/shop-persist';
import { wakeIslands } from '../support/site-page';

const env = sharedSite();

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
    it(`a first visit to ${path} leaves an empty shop state under localStorage 'root' once the page is in use`, async () => {
      const page = await env.browser.newPage();
      await page.goto(env.server.url + path);
      // The store comes with React, when the first island wakes; until then nothing can change it.
      await wakeIslands(page);
      assert.deepEqual(await storedOnceNot(page, null), emptyShopState());
      await page.close();
    });
  }

  it("'{corrupt' under 'root' is replaced by an empty shop state as soon as the page is reloaded", async () => {
    const page = await env.browser.newPage();
    await page.goto(env.server.url + '/about');
    await wakeIslands(page);
    await storedOnceNot(page, null);
    await page.evaluate((key) => localStorage.setItem(key, '{corrupt'), shopStorageKey);
    await page.reload();
    await wakeIslands(page);
    assert.deepEqual(await storedOnceNot(page, '{corrupt'), emptyShopState());
    await page.close();
  });

  it('a stored cart survives a reload and a visit to another page', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.server.url + '/');
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
    await page.goto(env.server.url + '/services');
    await wakeIslands(page);
    assert.deepEqual(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), shopStorageKey)) ?? 'null'),
      withCart,
    );
    await page.close();
  });
});
