import { compileContent } from '../compile-content.ts';

/** `virtual:it-content/posts` in Node: every published post with its HTML and comments, newest first. */
export const { posts } = compileContent().posts;
