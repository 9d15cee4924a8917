// The blog's RSS feed as the build writes it: every post, absolute links on the
// public origin, and a post added to the blog appearing in it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blogFeedXml } from '../../../tools/build/blog-feed.ts';
import { postSummaries } from '../../../src/content/blog.ts';
import { blogFeed } from '../../../src/content/blog-feed.ts';
import { site } from '../../../src/content/site.ts';
import type { BlogPostSummary } from '../../../src/content/types.ts';

/** What an item of the feed says, as a reader would show it. */
interface FeedItem {
  title: string;
  link: string;
  pubDate: string;
  author: string;
  category: string;
  description: string;
}

/** The feed's items, in feed order. */
function items(xml: string): FeedItem[] {
  const field = (item: string, name: string) =>
    new RegExp(`<${name}[^>]*>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(item)?.[1] ?? '';
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = '']) => ({
    title: field(item, 'title'),
    link: field(item, 'link'),
    pubDate: field(item, 'pubDate'),
    author: field(item, 'dc:creator') || field(item, 'author'),
    category: field(item, 'category'),
    description: field(item, 'description'),
  }));
}

describe('the blog feed', () => {
  it('is RSS 2.0 naming the blog, with its own address on the public origin', () => {
    const xml = blogFeedXml(postSummaries);
    assert.match(xml, /<rss version="2.0"/);
    assert.ok(
      xml.includes(`<title><![CDATA[${blogFeed.title}]]></title>`) || xml.includes(`<title>${blogFeed.title}</title>`),
    );
    assert.ok(xml.includes(`href="${site.url}${blogFeed.path}"`), 'the feed names its own URL (atom:link rel=self)');
  });

  it('lists every post newest first with title, absolute link, date, author, category and excerpt', () => {
    const listed = items(blogFeedXml(postSummaries));
    assert.equal(listed.length, postSummaries.length);
    const newestFirst = [...postSummaries].sort((a, b) => b.date.localeCompare(a.date));
    newestFirst.forEach((post, i) => {
      const item = listed[i]!;
      assert.equal(item.title, post.title);
      assert.equal(item.link, `${site.url}/blog-single/${post.slug}`);
      assert.equal(new Date(item.pubDate).toISOString().slice(0, 10), post.date);
      assert.ok(item.author.includes(post.author), `${post.slug}: author ${item.author}`);
      assert.equal(item.category, post.category);
      assert.equal(item.description, post.excerpt);
    });
  });

  it('shows a post added to the blog, first when it is the newest', () => {
    const added: BlogPostSummary = {
      ...postSummaries[0]!,
      slug: 'zero-downtime-database-migrations',
      title: 'Zero-Downtime Database Migrations',
      date: '2099-01-05',
      excerpt: 'Expand, migrate, contract: the three steps that let a schema change ship on a Tuesday afternoon.',
    };
    const listed = items(blogFeedXml([...postSummaries, added]));
    assert.equal(listed.length, postSummaries.length + 1);
    assert.equal(listed[0]!.title, added.title);
    assert.equal(listed[0]!.link, `${site.url}/blog-single/${added.slug}`);
  });

  it('is the same bytes when built twice from the same posts (its date is the newest post, not the clock)', () => {
    assert.equal(blogFeedXml(postSummaries), blogFeedXml(postSummaries));
  });
});
