// The leftover shop store in a real browser, with the real localStorage.
import assert from 'node:assert/strict';
import { pageMessages } from '../../src/content/page-messages.ts';
import {
  addToCart,
  addToCompare,
  cart,
  compareList,
  currency,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  removeFromCompare,
  toggleWishlist,
  wishlist,
} from '../../src/state/shop.ts';
import type { ShopState } from '../../src/state/shop-schema.ts';
import {
  initShop,
  persistTimeoutMs,
  shopRestored,
  shopStorageKey,
  type ShopStorage,
} from '../../src/state/shop-persist.ts';
import { drainToasts } from '../../src/state/toasts.ts';

const erp = { id: 'erp-suite', title: 'ERP Suite', price: 1200 };
const crm = { id: 'crm-cloud', title: 'CRM Cloud', price: 800 };

/** The messages of the toasts asked for since the last call. */
const toasts = () => drainToasts().map(({ message }) => message);
const stored = () => JSON.parse(localStorage.getItem(shopStorageKey) ?? 'null') as ShopState;

describe('the shop store', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initShop();
    drainToasts();
  });

  describe('cart', () => {
    it('appends a new product with its quantity and line total', () => {
      addToCart({ id: 'erp-suite', price: 1200, qty: 2, discount: 10, selected_color: 'blue', selected_size: 'team' });
      assert.deepEqual(cart.value, [
        {
          id: 'erp-suite',
          price: 1200,
          qty: 2,
          discount: 10,
          selected_color: 'blue',
          selected_size: 'team',
          sum: 2160,
        },
      ]);
    });

    it('adds to the quantity of a product already in the cart instead of listing it twice', () => {
      addToCart({ id: 'erp-suite', price: 1200 });
      addToCart({ id: 'erp-suite', price: 1200, qty: 3 });
      assert.deepEqual(
        cart.value.map(({ id, qty, sum }) => ({ id, qty, sum })),
        [{ id: 'erp-suite', qty: 4, sum: 4800 }],
      );
    });

    it('increments by one and decrements by one, never below one', () => {
      addToCart({ id: 'crm-cloud', price: 800 });
      incrementQuantity('crm-cloud');
      assert.equal(cart.value[0]?.qty, 2);
      decrementQuantity('crm-cloud');
      decrementQuantity('crm-cloud');
      decrementQuantity('crm-cloud');
      assert.equal(cart.value[0]?.qty, 1);
      assert.equal(cart.value[0]?.sum, 800);
    });

    it('removes a product with the toast "Item Removed from Cart"', () => {
      addToCart({ id: 'crm-cloud', price: 800 });
      addToCart({ id: 'erp-suite', price: 1200 });
      removeFromCart('crm-cloud');
      assert.deepEqual(
        cart.value.map(({ id }) => id),
        ['erp-suite'],
      );
      assert.deepEqual(toasts(), [pageMessages.shop.cartRemoved]);
    });
  });

  describe('wishlist', () => {
    it('adds a product with "Item Added to Wishlist" and takes it off again with "Item Removed from Wishlist"', () => {
      toggleWishlist(erp);
      assert.deepEqual(wishlist.value, [erp]);
      assert.deepEqual(toasts(), ['Item Added to Wishlist']);
      toggleWishlist(erp);
      assert.deepEqual(wishlist.value, []);
      assert.deepEqual(toasts(), ['Item Removed from Wishlist']);
    });
  });

  describe('compare list', () => {
    it('adds a product once: "Added to Compare List", then "Already added to Compare List"', () => {
      addToCompare(crm);
      addToCompare(crm);
      assert.deepEqual(compareList.value, [crm]);
      assert.deepEqual(toasts(), ['Added to Compare List', 'Already added to Compare List']);
    });

    it('removes a listed product, and says "Target no Found" for one that is not listed', () => {
      addToCompare(crm);
      drainToasts();
      removeFromCompare('erp-suite');
      assert.deepEqual(toasts(), ['Target no Found']);
      removeFromCompare('crm-cloud');
      assert.deepEqual(compareList.value, []);
      assert.deepEqual(toasts(), []);
    });
  });

  describe('persistence', () => {
    it('keeps everything under "root" in localStorage, with the currency symbol "$"', () => {
      addToCart({ id: 'erp-suite', price: 1200 });
      toggleWishlist(crm);
      addToCompare(erp);
      assert.equal(currency.value, '$');
      const root = stored();
      assert.deepEqual(root.data, { products: [], currency: '$' });
      assert.deepEqual(
        root.cartList.cart.map((item) => item.id),
        ['erp-suite'],
      );
      assert.deepEqual(root.wishList.w_list, [crm]);
      assert.deepEqual(root.compareList.compare_list, [erp]);
    });

    it('comes back after a reload with the same cart, wishlist and compare list', async () => {
      addToCart({ id: 'erp-suite', price: 1200, qty: 2 });
      toggleWishlist(crm);
      addToCompare(erp);
      const before = { cart: cart.value, wishlist: wishlist.value, compare: compareList.value };
      // A reload: the module state is thrown away and read back from localStorage.
      assert.equal(await initShop(), 'restored');
      assert.deepEqual({ cart: cart.value, wishlist: wishlist.value, compare: compareList.value }, before);
      assert.equal(cart.value.length, 1);
    });

    for (const [what, value] of [
      ['text that is not JSON', '{"cartList": [oops'],
      ['another app’s JSON', JSON.stringify({ theme: 'dark', cartList: 'three items' })],
      [
        'a cart line with a quantity of zero',
        JSON.stringify({
          data: { products: [], currency: '$' },
          cartList: {
            cart: [{ id: 'x', qty: 0, price: 1, discount: 0, selected_color: '', selected_size: '', sum: 0 }],
          },
          wishList: { w_list: [] },
          compareList: { compare_list: [] },
        }),
      ],
    ]) {
      it(`replaces ${what} under "root" with an empty store instead of failing`, async () => {
        localStorage.setItem(shopStorageKey, value as string);
        assert.equal(await initShop(), 'replaced');
        assert.deepEqual(cart.value, []);
        assert.equal(stored().data.currency, '$');
        addToCart({ id: 'crm-cloud', price: 800 });
        assert.equal(stored().cartList.cart.length, 1);
      });
    }

    it('gives up on a storage that does not answer, with the toast "persist timed out", and keeps working', async () => {
      const saved: string[] = [];
      const silent: ShopStorage = {
        getItem: () => new Promise<string | null>(() => undefined),
        setItem: (_key, value) => void saved.push(value),
      };
      // The spec's 5000 ms, shortened here so the test waits for the outcome rather than for the clock.
      assert.equal(persistTimeoutMs, 5000);
      assert.equal(await initShop({ storage: silent, timeoutMs: 20 }), 'timed-out');
      assert.deepEqual(toasts(), ['persist timed out']);
      assert.equal(shopRestored.value, true);
      toggleWishlist(erp);
      assert.deepEqual((JSON.parse(saved.at(-1) ?? 'null') as ShopState).wishList.w_list, [erp]);
    });
  });
});
