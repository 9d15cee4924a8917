// The blog's RSS feed on the real server: its address, its type, every post in
// it, and the <link rel="alternate"> that lets browsers and readers find it from
// any blog page (also after moving between pages in the app).
import { postSummaries } from '../../src/content/blog.ts';
import { blogFeed } from '../../src/content/blog-feed.ts';
import { site } from '../../src/content/site.ts';
import { builtPages } from '../support/built-pages.ts';
import { expect, test } from '../support/e2e-test.ts';
import { openSitePage } from '../support/site-page.ts';

const feedLink = `<link rel="alternate" type="application/rss+xml" title="${blogFeed.title}" href="${site.url}${blogFeed.path}">`;

test.describe('the blog feed', () => {
  test(`is served at ${blogFeed.path} as RSS, revalidated, with a link to every post`, async ({ request }) => {
    const response = await request.get(blogFeed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links.sort()).toEqual(postSummaries.map((post) => `${site.url}/blog-single/${post.slug}`).sort());
  });

  test('is linked from the head of every blog page, and of no other page', async ({ request }) => {
    const paths = Object.keys(await builtPages()).filter((p) => !/\.(xml|txt|json|html)$/.test(p));
    const blogPaths = paths.filter((p) => /^\/blog(?:$|[/-])/.test(p));
    expect(blogPaths.length, `only ${blogPaths.length} blog pages were found`).toBeGreaterThanOrEqual(
      postSummaries.length * 3,
    );
    for (const p of paths) {
      const html = await (await request.get(p)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.includes(feedLink), `${p}: ${head.includes(feedLink) ? 'links' : 'lacks'} the feed`).toBe(
        blogPaths.includes(p),
      );
    }
  });

  test('keeps the link true when the visitor moves between blog and other pages in the app', async ({ page }) => {
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await openSitePage(page, '', '/blog');
    await expect(feedLinks).toHaveCount(1);
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL('**/about');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
    await page.goBack();
    await page.waitForURL('**/blog');
    await expect(feedLinks, 'one feed link, not one per visit').toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"]')).toHaveAttribute('href', site.url + blogFeed.path);
  });
});
