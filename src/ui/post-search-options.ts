import type { Options, SearchOptions } from 'minisearch';

// The blog search is MiniSearch over a JSON index built at prerender, not
// Pagefind: Pagefind's runtime compiles WebAssembly, which the site's CSP would
// have to admit with 'wasm-unsafe-eval' for every page, while MiniSearch is
// plain JavaScript (about 7 KB gzip) that the strict `script-src 'self'` already
// allows. With eight-odd posts its index is a few kilobytes, and results render
// in the site's own markup rather than Pagefind's UI.

/** Where the prerender writes the blog's search index and the search box fetches it. */
export const postSearchIndexPath = '/blog/search-index.json';

/** One post as the index receives it; only title and excerpt are stored, never the text. */
export interface IndexedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** The post's body as plain text: indexed, not stored, so the index holds its words but not its sentences. */
  text: string;
}

// Case and accents do not matter: 'resume' finds 'résumé'.
const fold = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Every word must match, and a word matches the words it begins ('plan' finds
// 'planning'), as the search did when it filtered the texts in the browser.
const searchOptions: SearchOptions = { prefix: true, combineWith: 'AND', boost: { title: 2 } };

/** The options the index is built and loaded with; both sides must agree, so they live here once. */
export const postSearchOptions: Options<IndexedPost> = {
  idField: 'slug',
  fields: ['title', 'text'],
  storeFields: ['title', 'excerpt'],
  processTerm: fold,
  searchOptions,
};
