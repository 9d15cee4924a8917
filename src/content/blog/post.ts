import type { BlogPostSummary, BlogPostText } from '../types';
import type { BlogCategory, BlogTag } from './taxonomy';

/** A post's summary whose category and tags come from the shared vocabulary. */
export type TaxonomySummary = BlogPostSummary & { category: BlogCategory; tags: readonly BlogTag[] };

/** Returns the summary unchanged; it exists so each post is checked against the vocabulary. */
export function post(entry: TaxonomySummary): TaxonomySummary {
  return entry;
}

/** Returns the text unchanged; it types a post's body and comments where they are written. */
export function postText(text: BlogPostText): BlogPostText {
  return text;
}
