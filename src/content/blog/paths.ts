// Nothing here imports the posts: the search box and the cards link to posts
// without carrying every post's text.

/** A category or tag name as a URL segment: 'UX' → 'ux'. */
export const termSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The three blog list addresses; each pages on under {base}/page/{n}. */
export type BlogListBase = '/blog' | '/blog-left-sidebar' | '/blog-fullwidth';

/** The three single-post addresses, each followed by /{slug}. */
export type PostBase = '/blog-single' | '/blog-single-fullwidth' | '/blog-single-left-sidebar';

/** Where the blog search lives; without JavaScript its form is a plain GET to here. */
export const blogSearchPath = '/blog/search';

/** Address of page `page` of a list: page 1 is the list itself, so it has one URL. */
export const listPageHref = (base: BlogListBase, page: number): string => (page <= 1 ? base : `${base}/page/${page}`);

/** Address of a post in one of the single-post layouts. */
export const postHref = (base: PostBase, slug: string): string => `${base}/${slug}`;

/** Address of a category's archive. */
export const categoryHref = (name: string): string => `/blog/category/${termSlug(name)}`;

/** Address of a tag's archive. */
export const tagHref = (name: string): string => `/blog/tag/${termSlug(name)}`;
