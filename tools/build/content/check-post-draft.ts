import type { FieldProblem, PostDraft } from '../../../src/content/editor-api.ts';
import { issueProblems } from './content-error.ts';
import { fieldsReadOtherwise } from './front-matter-text.ts';
import { renderMarkdown } from './markdown.ts';
import { slugTaken, type DraftContext } from './page-problems.ts';
import { serializePost } from './post-document.ts';
import { postPicture, repeatedCommentIds } from './post-problems.ts';
import { postFrontMatter } from './post-schema.ts';

/**
 * Every problem of a post's draft, each at its field, in the build's words:
 * the front matter against the build's schema, a picture missing from the
 * repository at `image`, comment ids used twice at `comments`, the body's
 * pictures, alt text and heading levels at `body`, a slug another post has.
 * The build runs the same functions, so a post passing here builds.
 */
export function checkPostDraft(draft: PostDraft, { root, otherSlugs }: DraftContext): FieldProblem[] {
  const { frontMatter } = draft;
  const { shape } = postFrontMatter;
  const result = postFrontMatter.safeParse(frontMatter);
  const problems = result.success ? [] : issueProblems(result.error);
  // Each field the schema took is checked further, even while another is wrong.
  const image = shape.image.safeParse(frontMatter.image);
  const picture = image.success ? postPicture(image.data, root).problem : undefined;
  if (picture) problems.push(picture);
  const comments = shape.comments.safeParse(frontMatter.comments);
  if (comments.success) problems.push(...repeatedCommentIds(comments.data));
  const messages: string[] = [];
  renderMarkdown(draft.body, messages, root);
  problems.push(...messages.map((message) => ({ field: 'body', message })));
  const slug = shape.slug.safeParse(frontMatter.slug);
  const taken = slugTaken(slug.success ? slug.data : undefined, otherSlugs);
  if (taken) problems.push(taken);
  problems.push(...fieldsReadOtherwise(frontMatter, serializePost(draft)));
  return problems;
}
