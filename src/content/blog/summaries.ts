import type { BlogPostSummary } from '../types.ts';
import { postSummaries as summaries } from 'virtual:it-content/post-summaries';

/**
 * Every published post's summary, newest first: the order of the lists and of
 * Previous/Next. Cards (the home page's latest posts, the sidebar) import only
 * this, so their pages do not download every post's text.
 */
export const postSummaries: readonly BlogPostSummary[] = summaries;
