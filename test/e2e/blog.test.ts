// The blog on the real built server in Chromium: lists and their pages, every
// post in its three layouts, Previous/Next, search, categories and 404s.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { blogCategories, bodyText, countComments, posts, termSlug } from '../../src/content/blog';
import { site } from '../../src/content/site';
import { formatDate } from '../../src/ui/format-date';
import { launchBrowser, watchProblems } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { wakeIslands } from '../support/site-page';

let server: SiteServer;
let browser: Browser;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
before(async () => {
  server = await startSite();
  browser = await launchBrowser();
  withJs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  withoutJs = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
});
after(async () => {
  await browser.close();
  await server.close();
});

const variants = [
  { base: '/blog', title: 'Latest News', postBase: '/blog-single', sidebar: 'none' },
  { base: '/blog-left-sidebar', title: 'Blog Archive', postBase: '/blog-single-left-sidebar', sidebar: 'left' },
  { base: '/blog-fullwidth', title: 'All Articles', postBase: '/blog-single-fullwidth', sidebar: 'none' },
] as const;

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(server.url + path);
  assert.equal(response?.status(), 200, `${path} answered ${response?.status()}`);
  if (context === withJs) await wakeIslands(page);
  return page;
}

const listedHrefs = (page: Page) =>
  page.locator('.it-post-summary__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const h1 = (page: Page) => page.locator('h1').innerText();

describe('the three blog lists', () => {
  for (const variant of variants) {
    it(`${variant.base} shows three posts a page and pages through every post with Next page`, async () => {
      const page = await open(withJs, variant.base);
      assert.equal(await h1(page), variant.title);
      const seen: string[] = [];
      for (let number = 1; ; number++) {
        const expectedPath = number === 1 ? variant.base : `${variant.base}/page/${number}`;
        assert.equal(new URL(page.url()).pathname, expectedPath);
        const hrefs = await listedHrefs(page);
        assert.ok(hrefs.length >= 1 && hrefs.length <= 3, `page ${number} lists ${hrefs.length} posts`);
        seen.push(...(hrefs as string[]));
        const current = page.locator('.it-pagination [aria-current="page"]');
        assert.equal(await current.innerText(), String(number), 'the current page is marked');
        assert.equal(await page.locator('.it-pagination a[rel="prev"]').count(), number === 1 ? 0 : 1);
        const next = page.locator('.it-pagination a[rel="next"]');
        if ((await next.count()) === 0) break;
        await next.click();
        await page.waitForURL(`**${variant.base}/page/${number + 1}`);
        await page.waitForFunction(
          (n) => document.querySelector('.it-pagination [aria-current="page"]')?.textContent === String(n),
          number + 1,
        );
      }
      assert.deepEqual(
        seen,
        posts.map((post) => `${variant.postBase}/${post.slug}`),
      );
      await page.close();
    });

    it(`${variant.base} has the sidebar ${variant.sidebar === 'left' ? 'on the left' : 'hidden'}, and every page is prerendered with its number marked`, async () => {
      const pageCount = Math.ceil(posts.length / 3);
      for (let number = 1; number <= pageCount; number++) {
        const path = number === 1 ? variant.base : `${variant.base}/page/${number}`;
        const page = await open(withoutJs, path);
        assert.equal(await page.locator('.it-pagination [aria-current="page"]').getAttribute('href'), path);
        assert.deepEqual(
          await listedHrefs(page),
          posts.slice((number - 1) * 3, number * 3).map((p) => `${variant.postBase}/${p.slug}`),
        );
        const sidebar = page.locator('aside.it-blog-sidebar');
        if (variant.sidebar === 'none') assert.equal(await sidebar.count(), 0);
        else {
          const [aside, main] = await Promise.all([
            sidebar.boundingBox(),
            page.locator('.it-blog__main').boundingBox(),
          ]);
          assert.ok(aside && main && aside.x < main.x, 'the sidebar sits left of the posts');
        }
        await page.close();
      }
      assert.equal((await fetch(`${server.url}${variant.base}/page/${pageCount + 1}`)).status, 404);
    });
  }

  it('/blog is one centred column', async () => {
    const page = await open(withoutJs, '/blog');
    const box = await page.locator('.it-blog__main').boundingBox();
    assert.ok(box && Math.abs(box.x + box.width / 2 - 640) < 20, 'the column is centred in the window');
    await page.close();
  });
});

describe('every post', () => {
  for (const postBase of ['/blog-single', '/blog-single-fullwidth', '/blog-single-left-sidebar']) {
    it(`is prerendered at ${postBase}/{slug} with everything a reader expects`, async () => {
      for (const post of posts) {
        const path = `${postBase}/${post.slug}`;
        const page = await open(withoutJs, path);
        const url = `${site.url}/blog-single/${post.slug}`;
        assert.equal(await h1(page), post.title);
        assert.equal(await page.locator('.it-page-title__subtitle').textContent(), 'Blog');
        // The three layouts are one article: search engines and share links are pointed at /blog-single.
        assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), url);
        const meta = await page.locator('.it-post__meta').innerText();
        for (const part of [post.author, formatDate(post.date), `${countComments(post)} Comment`])
          assert.ok(meta.includes(part), `${path}: meta lacks ${part}`);
        assert.equal(await page.locator('.it-post__image').getAttribute('alt'), post.image.alt);
        const firstParagraph = /<p>(.*?)<\/p>/.exec(post.html)?.[1] ?? '';
        assert.equal(
          await page.locator('.it-post .it-rich-text p').first().textContent(),
          bodyText({ html: firstParagraph }),
        );
        const tags = await page
          .locator('.it-post__footer .it-blog-tags a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        assert.deepEqual(
          tags,
          post.tags.map((tag) => `/blog/tag/${termSlug(tag)}`),
        );
        const shares = page.locator('.it-post-share a');
        assert.equal(await shares.count(), 4);
        for (const share of await shares.all()) {
          assert.ok(
            (await share.getAttribute('href'))?.includes(encodeURIComponent(url)),
            `${path}: a share link misses the page URL`,
          );
          assert.equal(await share.getAttribute('target'), '_blank');
          assert.match((await share.getAttribute('rel')) ?? '', /noopener/);
          assert.match((await share.getAttribute('aria-label')) ?? '', /^Share on (Facebook|X|LinkedIn|Pinterest)/);
        }
        assert.ok((await page.locator('.it-post-author').innerText()).includes(post.authorBio));
        assert.equal(await page.locator('.it-comments .it-comment').count(), countComments(post));
        if (post.comments.some((c) => c.replies.length > 0))
          assert.ok((await page.locator('.it-comment ol .it-comment').count()) > 0, 'replies nest');
        assert.equal(
          await page.locator('aside.it-blog-sidebar').count(),
          postBase === '/blog-single-fullwidth' ? 0 : 1,
        );
        await page.close();
      }
    });
  }

  it('Next Post walks every post in list order and Previous Post walks back, each hidden at its end', async () => {
    const page = await open(withJs, `/blog-single/${posts[0]!.slug}`);
    const forward = [await h1(page)];
    assert.equal(await page.getByRole('link', { name: /^Previous Post/ }).count(), 0);
    while ((await page.getByRole('link', { name: /^Next Post/ }).count()) > 0) {
      const before = await h1(page);
      await page.getByRole('link', { name: /^Next Post/ }).click();
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent !== title, before);
      forward.push(await h1(page));
    }
    assert.deepEqual(
      forward,
      posts.map((p) => p.title),
    );
    const backward = [await h1(page)];
    while ((await page.getByRole('link', { name: /^Previous Post/ }).count()) > 0) {
      const before = await h1(page);
      await page.getByRole('link', { name: /^Previous Post/ }).click();
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent !== title, before);
      backward.push(await h1(page));
    }
    assert.deepEqual(backward, posts.map((p) => p.title).reverse());
    await page.close();
  });

  it('an unknown slug is the 404 screen with status 404 in every layout, and so are unknown archives', async () => {
    for (const path of [
      '/blog-single/no-such-post',
      '/blog-single-fullwidth/no-such-post',
      '/blog-single-left-sidebar/no-such-post',
      '/blog/category/no-such-category',
      '/blog/tag/no-such-tag',
      '/blog/page/1',
    ]) {
      const page = await withJs.newPage();
      const response = await page.goto(server.url + path);
      assert.equal(response?.status(), 404, path);
      await wakeIslands(page);
      assert.equal(await h1(page), 'Oops! Page Not Found!', path);
      await page.close();
    }
  });
});

/** A word of the post's body that no other post's title or body holds. */
function wordOnlyIn(slug: string): string {
  const text = (p: (typeof posts)[number]) => `${p.title} ${bodyText(p)}`.toLowerCase();
  const target = posts.find((p) => p.slug === slug)!;
  const others = posts.filter((p) => p !== target).map(text);
  const words = text(target).match(/[a-z]{8,}/g) ?? [];
  const word = words.find((w) => !others.some((o) => o.includes(w)) && !target.title.toLowerCase().includes(w));
  assert.ok(word, 'the post has a word of its own');
  return word;
}

describe('search', () => {
  const target = posts[4]!;
  const word = wordOnlyIn(target.slug);

  it(`the sidebar finds "${target.title}" by a word from its body, and says so when nothing matches`, async () => {
    const page = await open(withJs, `/blog-single/${posts[0]!.slug}`);
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    const results = page.locator('.it-blog-search__list a');
    await page.waitForFunction(() => document.querySelectorAll('.it-blog-search__list a').length > 0);
    assert.deepEqual(await results.allInnerTexts(), [target.title]);
    assert.equal(await results.getAttribute('href'), `/blog-single/${target.slug}`);
    await box.fill('quantum blockchain hovercraft');
    await page.getByText('No posts found for “quantum blockchain hovercraft”', { exact: false }).waitFor();
    await page.close();
  });

  it('the search page lists the matches for ?q= once hydrated, without a hydration warning', async () => {
    const page = await withJs.newPage();
    const problems = watchProblems(page);
    await page.goto(`${server.url}/blog/search?q=${encodeURIComponent(word)}`);
    await wakeIslands(page);
    await page.waitForFunction(() => document.querySelectorAll('.it-blog-search__list a').length > 0);
    assert.equal(await page.getByRole('searchbox').count(), 1, 'one search box, not two');
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
    assert.deepEqual(await page.locator('.it-blog-search__list a').allInnerTexts(), [target.title]);
    assert.equal(await page.locator('.it-post-summary').count(), 0, 'the full list gives way to the results');
    await page.close();
  });

  it('without JavaScript the search form lands on the search page, which lists every post', async () => {
    const page = await open(withoutJs, `/blog-single/${posts[0]!.slug}`);
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/blog/search?q=${word}`);
    assert.equal(await h1(page), 'Search the Blog');
    assert.equal(await page.locator('.it-post-summary').count(), posts.length);
    await page.close();
  });
});

describe('categories and tags', () => {
  it('each sidebar category counts its posts, and its link lists exactly those posts', async () => {
    for (const category of blogCategories) {
      const expected = posts.filter((p) => p.category === category);
      if (expected.length === 0) continue;
      const page = await open(withJs, '/blog-left-sidebar');
      const link = page.locator('.it-blog-categories a', { hasText: category });
      assert.match(await link.innerText(), new RegExp(`${category}\\s*\\(${expected.length}\\)`));
      await link.click();
      await page.waitForURL(`**/blog/category/${termSlug(category)}`);
      await page.waitForFunction((name) => document.querySelector('h1')?.textContent === `Category: ${name}`, category);
      assert.deepEqual(
        await page.locator('.it-post-summary__title a').allInnerTexts(),
        expected.map((p) => p.title),
      );
      await page.close();
    }
  });

  it('a tag link under a post lists exactly the posts carrying that tag', async () => {
    const post = posts[0]!;
    const tag = post.tags[0]!;
    const page = await open(withJs, `/blog-single/${post.slug}`);
    await page.locator('.it-post__footer .it-blog-tags a', { hasText: tag }).click();
    await page.waitForURL(`**/blog/tag/${termSlug(tag)}`);
    await page.waitForFunction((name) => document.querySelector('h1')?.textContent === `Tag: ${name}`, tag);
    assert.deepEqual(
      await page.locator('.it-post-summary__title a').allInnerTexts(),
      posts.filter((p) => p.tags.includes(tag)).map((p) => p.title),
    );
    await page.close();
  });
});
