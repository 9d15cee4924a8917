import { readdirSync } from 'node:fs';
import path from 'node:path';
import { byline } from '../../../src/content/blog/authors.ts';
import type { BlogComment, BlogPost, BlogPostSummary } from '../../../src/content/types.ts';
import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { ContentError, problemLines } from './content-error.ts';
import { readContentFile } from './front-matter.ts';
import { renderMarkdown } from './markdown.ts';
import { postPicture, repeatedCommentIds } from './post-problems.ts';
import { postFrontMatter, type CommentFrontMatter } from './post-schema.ts';

/** Where the posts live: one Markdown file each. */
export const postsDir = 'src/content/blog/posts';

const toComment = (entry: CommentFrontMatter): BlogComment => ({ ...entry, replies: entry.replies.map(toComment) });

/** The Markdown files of a folder, in name order, with their paths. */
export const markdownFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));

/** Reads, checks and renders one post; a problem throws a ContentError naming the file. */
export function loadPost(file: string): { post: BlogPost; draft: boolean } {
  const { data, body } = readContentFile(file, postFrontMatter);
  const { size, problem } = postPicture(data.image);
  const problems: FieldProblem[] = [...(problem ? [problem] : []), ...repeatedCommentIds(data.comments)];
  const messages: string[] = [];
  const html = renderMarkdown(body, messages);
  problems.push(...messages.map((message) => ({ field: 'body', message })));
  if (problems.length > 0) throw new ContentError(file, problemLines(problems));
  const summary: BlogPostSummary = {
    slug: data.slug,
    title: data.title,
    date: data.date,
    ...byline(data.author),
    category: data.category,
    tags: data.tags,
    image: { src: data.image, alt: data.alt, width: size?.width ?? 0, height: size?.height ?? 0 },
    excerpt: data.excerpt,
  };
  return { post: { ...summary, html, comments: data.comments.map(toComment) }, draft: data.draft };
}

/**
 * Every published post, newest first: drafts and posts dated after `today`
 * are left out. Every file is checked, drafts too, and all problems of all
 * files are reported at once.
 */
export function loadPosts(dir = postsDir, today = new Date().toISOString().slice(0, 10)): BlogPost[] {
  const errors: string[] = [];
  const published: BlogPost[] = [];
  for (const file of markdownFiles(dir)) {
    try {
      const { post, draft } = loadPost(file);
      if (!draft && post.date <= today) published.push(post);
      // Said where the writer looks (the terminal of npm run dev or the build), or a missing post is a
      // mystery; on stderr, as stdout carries the compiled content to the build.
      else
        console.warn(
          `content: ${path.relative(process.cwd(), file)} skipped: ${draft ? 'draft (draft: true)' : `dated ${post.date}, after today`}`,
        );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  const seen = new Map<string, string>();
  for (const post of published) {
    if (seen.has(post.slug))
      errors.push(`two posts have the slug ${post.slug}: ${seen.get(post.slug)} and another; slugs must differ`);
    seen.set(post.slug, post.title);
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
  // Newest first; on the same day, by title, so the order never depends on file names.
  return published.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
