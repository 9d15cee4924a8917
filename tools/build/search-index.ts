import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { convert } from 'html-to-text';
import MiniSearch from 'minisearch';
import { postSearchIndexPath, postSearchOptions, type IndexedPost } from '../../src/ui/post-search-options.ts';
import type { BlogPostSummary } from '../../src/content/types.ts';

// The text is read from each post's prerendered page, so the index holds what
// a reader sees, whatever the post was written in.
const textOptions = {
  wordwrap: false as const,
  baseElements: { selectors: ['article.it-post'], returnDomByDefault: false },
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: '.it-post__meta', format: 'skip' },
    { selector: 'footer', format: 'skip' },
  ],
};

/** A post's body as plain text, from its prerendered page's `<article class="it-post">`. */
export function postPlainText(pageHtml: string): string {
  return convert(pageHtml, textOptions).replace(/\s+/g, ' ').trim();
}

/** The serialised MiniSearch index of the posts: titles and bodies searchable, only title and excerpt stored. */
export function searchIndexJson(posts: readonly (BlogPostSummary & { text: string })[]): string {
  const index = new MiniSearch<IndexedPost>(postSearchOptions);
  index.addAll(posts.map(({ slug, title, excerpt, text }) => ({ slug, title, excerpt, text })));
  return JSON.stringify(index);
}

/** Builds the index from the prerendered post pages in dist/; returns its entry for the server's route map. */
export async function writeSearchIndex(dist: string, posts: readonly BlogPostSummary[]): Promise<[string, string]> {
  const withText = await Promise.all(
    posts.map(async (post) => {
      const text = postPlainText(await readFile(path.join(dist, 'blog-single', post.slug, 'index.html'), 'utf8'));
      if (!text) throw new Error(`the page of the post ${post.slug} has no <article class="it-post"> text to index`);
      return { ...post, text };
    }),
  );
  const file = postSearchIndexPath.slice(1);
  await writeFile(path.join(dist, file), searchIndexJson(withText));
  return [postSearchIndexPath, file];
}
