import { z } from 'zod';
import { authors, type AuthorHandle } from '../../../src/content/blog/authors.ts';
import { blogCategories, blogTags } from '../../../src/content/blog/taxonomy.ts';
import { isoDate, oneOf, text } from './front-matter.ts';

const authorHandles = Object.keys(authors) as [AuthorHandle, ...AuthorHandle[]];

/** A comment on a post, with its replies (which may have replies of their own). */
export interface CommentFrontMatter {
  id: string;
  author: string;
  date: string;
  text: string;
  replies: CommentFrontMatter[];
}

const comment: z.ZodType<CommentFrontMatter, unknown> = z.strictObject({
  id: text('an id unique within the post, e.g. c1'),
  author: text("the commenter's name"),
  date: isoDate,
  text: text('what they wrote'),
  replies: z.lazy(() => z.array(comment)).default([]),
});

/**
 * The front matter of a post (src/content/blog/posts/*.md). Categories, tags
 * and authors come from the blog's vocabulary, so a typo stops the build
 * instead of opening a new, empty archive page.
 */
export const postFrontMatter = z.strictObject(
  {
    title: text('the post title'),
    slug: text('the address: lowercase words joined by hyphens').regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'must be lowercase letters, digits and single hyphens, e.g. five-habits-for-cloud-costs',
    ),
    date: isoDate,
    author: oneOf(authorHandles, 'author (src/content/blog/authors.ts)'),
    category: oneOf(blogCategories, 'category'),
    tags: z
      .array(oneOf(blogTags, 'tag'), { error: 'must be a list of tags, e.g. [Cloud, Strategy]' })
      .min(1, 'needs at least one tag'),
    image: text('a picture under src/assets/images/, e.g. blog/cloud-costs.svg'),
    alt: text('what the picture shows, for people who cannot see it'),
    excerpt: text('one or two sentences for the lists and cards'),
    draft: z.boolean({ error: 'must be true or false' }).default(false),
    comments: z.array(comment).default([]),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}; the fields are title, slug, date, author, category, tags, image, alt, excerpt, draft, comments`
        : undefined,
  },
);

/** A post's front matter once checked. */
export type PostFrontMatter = z.output<typeof postFrontMatter>;
