// The blog's RSS feed on the real server: its address, its type, every post in
// it, and the <link rel="alternate"> that lets browsers and readers find it from
// any blog page (also after moving between pages in the app).
import { wakeIslands } from '../support/site-page';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { postSummaries } from '../../src/content/blog';
import { blogFeed } from '../../src/content/blog-feed';
import { site } from '../../src/content/site';
import { launchBrowser } from '../support/browser';
import { builtPages, startSite, type SiteServer } from '../support/site-server';

let server: SiteServer;
let browser: Browser;
before(async () => {
  server = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await server.close();
});

const feedLink = `<link rel="alternate" type="application/rss+xml" title="${blogFeed.title}" href="${site.url}${blogFeed.path}">`;

describe('the blog feed', () => {
  it(`is served at ${blogFeed.path} as RSS, revalidated, with a link to every post`, async () => {
    const response = await fetch(server.url + blogFeed.path);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/rss+xml; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const xml = await response.text();
    assert.match(xml, /^<\?xml[^>]*>\s*<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    assert.deepEqual(links.sort(), postSummaries.map((post) => `${site.url}/blog-single/${post.slug}`).sort());
  });

  it('is linked from the head of every blog page, and of no other page', async () => {
    const paths = Object.keys(await builtPages()).filter((p) => !/\.(xml|txt|json|html)$/.test(p));
    const blogPaths = paths.filter((p) => /^\/blog(?:$|[/-])/.test(p));
    assert.ok(blogPaths.length >= postSummaries.length * 3, `only ${blogPaths.length} blog pages were found`);
    for (const p of paths) {
      const html = await (await fetch(server.url + p)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.equal(
        head.includes(feedLink),
        blogPaths.includes(p),
        `${p}: ${head.includes(feedLink) ? 'links' : 'lacks'} the feed`,
      );
    }
  });

  it('keeps the link true when the visitor moves between blog and other pages in the app', async () => {
    const page = await browser.newPage();
    const feedLinks = () => page.locator('head link[rel="alternate"][type="application/rss+xml"]').count();
    await page.goto(`${server.url}/blog`);
    await wakeIslands(page);
    assert.equal(await feedLinks(), 1);
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => !document.querySelector('link[rel="alternate"][type="application/rss+xml"]'));
    await page.goBack();
    await page.waitForURL('**/blog');
    await page.waitForFunction(() => document.querySelector('link[rel="alternate"][type="application/rss+xml"]'));
    assert.equal(await page.locator('head link[rel="alternate"]').getAttribute('href'), site.url + blogFeed.path);
    assert.equal(await feedLinks(), 1, 'one feed link, not one per visit');
    await page.close();
  });
});
