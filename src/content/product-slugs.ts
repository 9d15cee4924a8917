// Apart from products.ts, whose copy reaches the company's details (site.ts):
// the <it-products> tag's first script needs only the slugs its contract allows.

/** The products' slugs, in their order in products.ts (test/content/product-slugs.test.ts keeps them equal). */
export const productSlugs: readonly string[] = ['erp', 'crm'];
