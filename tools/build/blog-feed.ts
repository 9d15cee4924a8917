import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import { blogFeed } from '../../src/content/blog-feed.ts';
import { site } from '../../src/content/site.ts';
import type { BlogPostSummary } from '../../src/content/types.ts';

/**
 * The blog's RSS 2.0 feed, newest post first, every link absolute on the
 * site's public origin. Its date is the newest post's, not the build's, so
 * rebuilding unchanged posts leaves the feed byte for byte the same.
 */
export function blogFeedXml(posts: readonly BlogPostSummary[]): string {
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    id: `${site.url}/blog`,
    link: `${site.url}/blog`,
    title: blogFeed.title,
    description: blogFeed.description,
    language: 'en',
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    updated: newest[0] ? new Date(newest[0].date) : undefined,
    feedLinks: { rss: site.url + blogFeed.path },
    image: `${site.url}/assets/images/logo.svg`,
    favicon: `${site.url}/favicon.svg`,
    generator: site.name,
  });
  for (const post of newest) {
    const link = `${site.url}/blog-single/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.date),
      description: post.excerpt,
      // RSS 2.0 wants an e-mail address in <author>: the company's, with the writer's name.
      author: [{ name: post.author, email: site.email }],
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}

/** Writes the feed into dist/ and returns its entry for the server's route map. */
export async function writeBlogFeed(dist: string, posts: readonly BlogPostSummary[]): Promise<[string, string]> {
  const file = blogFeed.path.slice(1);
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), blogFeedXml(posts));
  return [blogFeed.path, file];
}
