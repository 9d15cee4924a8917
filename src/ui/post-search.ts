import { postSearchIndexPath, postSearchOptions, type IndexedPost } from './post-search-options.ts';

/** A post that matched a search: what the results list shows. */
export interface PostHit {
  slug: string;
  title: string;
  excerpt: string;
}

/** Searches the loaded index: the posts holding every word of the query, best match first. */
export type PostSearch = (query: string) => PostHit[];

let loading: Promise<PostSearch> | undefined;

/**
 * Loads MiniSearch and the blog's index, once per page, and resolves to the
 * search. Nothing is fetched until the visitor first uses a search box, so a
 * post page carries neither until then. A failed load is forgotten, so the
 * next use tries again.
 */
export function loadPostSearch(): Promise<PostSearch> {
  loading ??= Promise.all([import('minisearch'), fetchIndex()]).then(([{ default: MiniSearch }, json]) => {
    const index = MiniSearch.loadJSON<IndexedPost>(json, postSearchOptions);
    return (query: string) =>
      index.search(query).map((hit) => ({
        slug: String(hit.id),
        title: String(hit.title),
        excerpt: String(hit.excerpt),
      }));
  });
  void loading.catch(() => (loading = undefined));
  return loading;
}

async function fetchIndex(): Promise<string> {
  const response = await fetch(postSearchIndexPath);
  if (!response.ok) throw new Error(`${postSearchIndexPath} answered ${response.status}`);
  return response.text();
}
