import { computed, signal } from '@preact/signals-react';
import { pageMessages } from '../content/page-messages.ts';
import { emptyShopState, type CartItem, type ShopProduct, type ShopState } from './shop-schema.ts';
import { notify } from './toasts.ts';

/**
 * The leftover shop store of the template (cart, wishlist, compare list):
 * plain signals and functions, no React, so any root or widget can share it.
 * No screen shows it yet; initShop() in shop-persist.ts restores it from
 * localStorage and keeps it saved there.
 */

export type { CartItem, ShopProduct, ShopState } from './shop-schema.ts';

/** The whole shop state, in the shape it is stored in. */
export const shopState = signal<ShopState>(emptyShopState());

/** The cart's lines. */
export const cart = computed(() => shopState.value.cartList.cart);
/** The products on the wishlist. */
export const wishlist = computed(() => shopState.value.wishList.w_list);
/** The products on the compare list. */
export const compareList = computed(() => shopState.value.compareList.compare_list);
/** The currency symbol prices are shown with ('$'). */
export const currency = computed(() => shopState.value.data.currency);

/** The smallest quantity a cart line can have (the spec's cart minimum). */
export const minimumQuantity = 1;

/** What adding to the cart takes: a product id and price, optionally quantity, discount and options. */
export type CartAddition = Pick<CartItem, 'id' | 'price'> & Partial<Omit<CartItem, 'id' | 'price' | 'sum'>>;

// Line total after the percentage discount, in cents so 0.1 + 0.2 stays 0.3.
const lineSum = (item: Pick<CartItem, 'qty' | 'price' | 'discount'>) =>
  Math.round(item.qty * item.price * (100 - item.discount)) / 100;

const withCart = (cartItems: CartItem[]) => {
  shopState.value = { ...shopState.value, cartList: { cart: cartItems } };
};
const withQuantity = (item: CartItem, qty: number): CartItem => ({ ...item, qty, sum: lineSum({ ...item, qty }) });

/** Adds to the cart: a product already there gains the quantity, a new one is appended. */
export function addToCart(addition: CartAddition): void {
  const qty = Math.max(minimumQuantity, Math.floor(addition.qty ?? 1));
  const existing = cart.value.find((item) => item.id === addition.id);
  if (existing) {
    withCart(cart.value.map((item) => (item === existing ? withQuantity(item, item.qty + qty) : item)));
    return;
  }
  const item = { selected_color: '', selected_size: '', discount: 0, ...addition, qty };
  withCart([...cart.value, { ...item, sum: lineSum(item) }]);
}

/** Removes a product's line from the cart, with the 'Item Removed from Cart' toast. */
export function removeFromCart(id: string): void {
  if (!cart.value.some((item) => item.id === id)) return;
  withCart(cart.value.filter((item) => item.id !== id));
  notify('info', pageMessages.shop.cartRemoved);
}

/** One more of a product in the cart. */
export function incrementQuantity(id: string): void {
  withCart(cart.value.map((item) => (item.id === id ? withQuantity(item, item.qty + 1) : item)));
}

/** One fewer of a product in the cart, never below one (removing is its own action). */
export function decrementQuantity(id: string): void {
  withCart(
    cart.value.map((item) => (item.id === id ? withQuantity(item, Math.max(minimumQuantity, item.qty - 1)) : item)),
  );
}

/** Puts a product on the wishlist, or takes it off if it was there; a toast says which. */
export function toggleWishlist(product: ShopProduct): void {
  const present = wishlist.value.some((entry) => entry.id === product.id);
  const w_list = present ? wishlist.value.filter((entry) => entry.id !== product.id) : [...wishlist.value, product];
  shopState.value = { ...shopState.value, wishList: { w_list } };
  notify(present ? 'info' : 'success', present ? pageMessages.shop.wishlistRemoved : pageMessages.shop.wishlistAdded);
}

/** Adds a product to the compare list; a product already there stays once and the toast says so. */
export function addToCompare(product: ShopProduct): void {
  if (compareList.value.some((entry) => entry.id === product.id)) {
    notify('info', pageMessages.shop.compareDuplicate);
    return;
  }
  shopState.value = { ...shopState.value, compareList: { compare_list: [...compareList.value, product] } };
  notify('success', pageMessages.shop.compareAdded);
}

/** Takes a product off the compare list; 'Target no Found' when it was not on it. */
export function removeFromCompare(id: string): void {
  if (!compareList.value.some((entry) => entry.id === id)) {
    notify('error', pageMessages.shop.compareMissing);
    return;
  }
  shopState.value = {
    ...shopState.value,
    compareList: { compare_list: compareList.value.filter((entry) => entry.id !== id) },
  };
}
