import type { BlogPost } from '../types';
import type { BlogCategory, BlogTag } from './taxonomy';

/** A post whose category and tags come from the shared vocabulary; type-checks each post file. */
export type TaxonomyPost = BlogPost & { category: BlogCategory; tags: readonly BlogTag[] };

/** Returns the post unchanged; it exists so each post is checked against the vocabulary. */
export function post(entry: TaxonomyPost): TaxonomyPost {
  return entry;
}
