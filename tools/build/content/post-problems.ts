import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { imageSizeOf } from './image-size-of.ts';
import type { CommentFrontMatter } from './post-schema.ts';

/** A post's picture with its size, or the problem at `image` when it is not under src/assets/images/ in `root`. */
export function postPicture(
  image: string,
  root = '.',
): { size: { width: number; height: number } | null; problem?: FieldProblem } {
  const size = imageSizeOf(image, root);
  if (size) return { size };
  return {
    size,
    problem: {
      field: 'image',
      message: `"${image}" is not a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)`,
    },
  };
}

/** Comment ids used more than once in a post, at `comments` (the page tells comments apart by id, replies included). */
export function repeatedCommentIds(comments: readonly CommentFrontMatter[]): FieldProblem[] {
  const ids = (list: readonly CommentFrontMatter[]): string[] => list.flatMap((c) => [c.id, ...ids(c.replies ?? [])]);
  const all = ids(comments);
  return [...new Set(all.filter((id, index) => all.indexOf(id) !== index))].map((id) => ({
    field: 'comments',
    message: `the id ${id} is used twice; each comment needs its own`,
  }));
}
