// <it-products slugs="…"> allows the slugs product-slugs.ts lists; a product
// added to products.ts without its slug there could not be chosen by a tag.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productSlugs } from '../../src/content/product-slugs.ts';
import { products } from '../../src/content/products.ts';

describe('the slugs <it-products> allows', () => {
  it('are the products, in their order', () => {
    assert.deepEqual(
      productSlugs,
      products.map((product) => product.slug),
    );
  });
});
