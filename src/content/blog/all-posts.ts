import type { BlogPost } from '../types.ts';
import { posts as publishedPosts } from 'virtual:it-content/posts';

/**
 * Every published post with its HTML body and comments, newest first (the
 * order of postSummaries). Each is one Markdown file in posts/, found,
 * checked and rendered at build time; drafts and future dates are left out.
 */
export const posts: readonly BlogPost[] = publishedPosts;
