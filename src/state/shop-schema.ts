import * as z from 'zod/mini';

/** A product as the leftover shop lists it. */
const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
});

/** A line of the cart: the product's id, quantity, unit price, discount (percent), chosen options and line total. */
const cartItemSchema = z.object({
  id: z.string(),
  qty: z.int().check(z.minimum(1)),
  price: z.number(),
  discount: z.number(),
  selected_color: z.string(),
  selected_size: z.string(),
  sum: z.number(),
});

/**
 * What the store keeps under 'root' in localStorage, in the template's shape:
 * data (products and currency), cartList, wishList (w_list), compareList (compare_list).
 */
export const shopStateSchema = z.object({
  data: z.object({ products: z.array(productSchema), currency: z.string() }),
  cartList: z.object({ cart: z.array(cartItemSchema) }),
  wishList: z.object({ w_list: z.array(productSchema) }),
  compareList: z.object({ compare_list: z.array(productSchema) }),
});

/** One shop product. */
export type ShopProduct = z.infer<typeof productSchema>;
/** One cart line. */
export type CartItem = z.infer<typeof cartItemSchema>;
/** The whole stored shop state. */
export type ShopState = z.infer<typeof shopStateSchema>;

/** The state of a first visit, and what replaces corrupt or foreign data. */
export const emptyShopState = (): ShopState => ({
  data: { products: [], currency: '$' },
  cartList: { cart: [] },
  wishList: { w_list: [] },
  compareList: { compare_list: [] },
});
