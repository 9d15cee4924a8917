import type { BlogComment } from '../types';

/** A blog comment, with its replies (which may have replies of their own). */
export function comment(
  id: string,
  author: string,
  date: string,
  text: string,
  replies: readonly BlogComment[] = [],
): BlogComment {
  return { id, author, date, text, replies };
}
