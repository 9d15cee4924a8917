// The blog on the real built server in Chromium: lists and their pages, every
// post in its three layouts, Previous/Next, search, categories and 404s.
import type { Page } from '@playwright/test';
import { blogCategories, bodyText, countComments, posts, termSlug } from '../../src/content/blog.ts';
import { site } from '../../src/content/site.ts';
import { formatDate } from '../../src/ui/format-date.ts';
import { watchProblems } from '../support/browser.ts';
import { expect, test } from '../support/e2e-test.ts';
import { wakeIslands } from '../support/site-page.ts';

// The window the blog's layouts were checked at: the sidebar beside the posts, the column centred.
test.use({ viewport: { width: 1280, height: 900 } });

const variants = [
  { base: '/blog', title: 'Latest News', postBase: '/blog-single', sidebar: 'none' },
  { base: '/blog-left-sidebar', title: 'Blog Archive', postBase: '/blog-single-left-sidebar', sidebar: 'left' },
  { base: '/blog-fullwidth', title: 'All Articles', postBase: '/blog-single-fullwidth', sidebar: 'none' },
] as const;

/** Opens `path`, which must answer 200, and wakes its islands when the page runs script. */
async function open(page: Page, path: string, { script = true } = {}): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered ${response?.status()}`).toBe(200);
  if (script) await wakeIslands(page);
}

const listedHrefs = (page: Page) =>
  page.locator('.it-post-summary__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const h1 = (page: Page) => page.locator('h1');

test.describe('the three blog lists', () => {
  for (const variant of variants) {
    test(`${variant.base} shows three posts a page and pages through every post with Next page`, async ({ page }) => {
      await open(page, variant.base);
      await expect(h1(page)).toHaveText(variant.title);
      const seen: string[] = [];
      for (let number = 1; ; number++) {
        const expectedPath = number === 1 ? variant.base : `${variant.base}/page/${number}`;
        expect(new URL(page.url()).pathname).toBe(expectedPath);
        const hrefs = await listedHrefs(page);
        expect(hrefs.length >= 1 && hrefs.length <= 3, `page ${number} lists ${hrefs.length} posts`).toBe(true);
        seen.push(...(hrefs as string[]));
        await expect(page.locator('.it-pagination [aria-current="page"]'), 'the current page is marked').toHaveText(
          String(number),
        );
        await expect(page.locator('.it-pagination a[rel="prev"]')).toHaveCount(number === 1 ? 0 : 1);
        const next = page.locator('.it-pagination a[rel="next"]');
        if ((await next.count()) === 0) break;
        await next.click();
        await page.waitForURL(`**${variant.base}/page/${number + 1}`);
        await expect(page.locator('.it-pagination [aria-current="page"]')).toHaveText(String(number + 1));
      }
      expect(seen).toEqual(posts.map((post) => `${variant.postBase}/${post.slug}`));
    });

    test(`${variant.base} has the sidebar ${variant.sidebar === 'left' ? 'on the left' : 'hidden'}, and every page is prerendered with its number marked`, async ({
      staticPage: page,
      request,
    }) => {
      const pageCount = Math.ceil(posts.length / 3);
      for (let number = 1; number <= pageCount; number++) {
        const path = number === 1 ? variant.base : `${variant.base}/page/${number}`;
        await open(page, path, { script: false });
        await expect(page.locator('.it-pagination [aria-current="page"]')).toHaveAttribute('href', path);
        expect(await listedHrefs(page)).toEqual(
          posts.slice((number - 1) * 3, number * 3).map((p) => `${variant.postBase}/${p.slug}`),
        );
        const sidebar = page.locator('aside.it-blog-sidebar');
        if (variant.sidebar === 'none') await expect(sidebar).toHaveCount(0);
        else {
          const [aside, main] = await Promise.all([
            sidebar.boundingBox(),
            page.locator('.it-blog__main').boundingBox(),
          ]);
          expect(aside && main && aside.x < main.x, 'the sidebar sits left of the posts').toBe(true);
        }
      }
      expect((await request.get(`${variant.base}/page/${pageCount + 1}`)).status()).toBe(404);
    });
  }

  test('/blog is one centred column', async ({ staticPage: page }) => {
    await open(page, '/blog', { script: false });
    const box = await page.locator('.it-blog__main').boundingBox();
    expect(box && Math.abs(box.x + box.width / 2 - 640) < 20, 'the column is centred in the window').toBe(true);
  });
});

test.describe('every post', () => {
  for (const postBase of ['/blog-single', '/blog-single-fullwidth', '/blog-single-left-sidebar']) {
    test(`is prerendered at ${postBase}/{slug} with everything a reader expects`, async ({ staticPage: page }) => {
      for (const post of posts) {
        const path = `${postBase}/${post.slug}`;
        await open(page, path, { script: false });
        const url = `${site.url}/blog-single/${post.slug}`;
        await expect(h1(page)).toHaveText(post.title);
        expect(await page.locator('.it-page-title__subtitle').textContent()).toBe('Blog');
        // The three layouts are one article: search engines and share links are pointed at /blog-single.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
        const meta = await page.locator('.it-post__meta').innerText();
        for (const part of [post.author, formatDate(post.date), `${countComments(post)} Comment`])
          expect(meta, `${path}: meta lacks ${part}`).toContain(part);
        await expect(page.locator('.it-post__image')).toHaveAttribute('alt', post.image.alt);
        const firstParagraph = /<p>(.*?)<\/p>/.exec(post.html)?.[1] ?? '';
        expect(await page.locator('.it-post .it-rich-text p').first().textContent()).toBe(
          bodyText({ html: firstParagraph }),
        );
        const tags = await page
          .locator('.it-post__footer .it-blog-tags a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(tags).toEqual(post.tags.map((tag) => `/blog/tag/${termSlug(tag)}`));
        const shares = page.locator('.it-post-share a');
        await expect(shares).toHaveCount(4);
        for (const share of await shares.all()) {
          expect(await share.getAttribute('href'), `${path}: a share link misses the page URL`).toContain(
            encodeURIComponent(url),
          );
          expect(await share.getAttribute('target')).toBe('_blank');
          expect((await share.getAttribute('rel')) ?? '').toMatch(/noopener/);
          expect((await share.getAttribute('aria-label')) ?? '').toMatch(/^Share on (Facebook|X|LinkedIn|Pinterest)/);
        }
        expect(await page.locator('.it-post-author').innerText()).toContain(post.authorBio);
        await expect(page.locator('.it-comments .it-comment')).toHaveCount(countComments(post));
        if (post.comments.some((c) => c.replies.length > 0))
          expect(await page.locator('.it-comment ol .it-comment').count(), 'replies nest').toBeGreaterThan(0);
        await expect(page.locator('aside.it-blog-sidebar')).toHaveCount(postBase === '/blog-single-fullwidth' ? 0 : 1);
      }
    });
  }

  test('Next Post walks every post in list order and Previous Post walks back, each hidden at its end', async ({
    page,
  }) => {
    await open(page, `/blog-single/${posts[0]!.slug}`);
    const title = () => h1(page).innerText();
    const walk = async (link: RegExp) => {
      const titles = [await title()];
      while ((await page.getByRole('link', { name: link }).count()) > 0) {
        const before = titles.at(-1)!;
        await page.getByRole('link', { name: link }).click();
        await expect(h1(page)).not.toHaveText(before);
        titles.push(await title());
      }
      return titles;
    };
    await expect(page.getByRole('link', { name: /^Previous Post/ })).toHaveCount(0);
    expect(await walk(/^Next Post/)).toEqual(posts.map((p) => p.title));
    expect(await walk(/^Previous Post/)).toEqual(posts.map((p) => p.title).reverse());
  });

  test("the Comments link under a post's title lands on the comments, just below the sticky header", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `/blog-single/${posts[0]!.slug}`);
      await page.locator('.it-post__meta a[href="#comments"]').click();
      // The jump is instant or smooth: wait until the page stops scrolling.
      let last = -1;
      await expect
        .poll(async () => {
          const y = await page.evaluate(() => window.scrollY);
          const still = y === last;
          last = y;
          return still && y > 0;
        })
        .toBe(true);
      const [comments, header] = await Promise.all([
        page.locator('#comments').boundingBox(),
        page.locator('.it-header').boundingBox(),
      ]);
      const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
      expect(
        comments?.y,
        `at ${width} px the comments start under the header, not above the window`,
      ).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(comments?.y, `at ${width} px the comments start near the top of the window`).toBeLessThan(
        headerBottom + 120,
      );
    }
  });

  test('an unknown slug is the 404 screen with status 404 in every layout, and so are unknown archives', async ({
    page,
  }) => {
    for (const path of [
      '/blog-single/no-such-post',
      '/blog-single-fullwidth/no-such-post',
      '/blog-single-left-sidebar/no-such-post',
      '/blog/category/no-such-category',
      '/blog/tag/no-such-tag',
      '/blog/page/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await wakeIslands(page);
      await expect(h1(page), path).toHaveText('Oops! Page Not Found!');
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
  if (!word) throw new Error(`${slug} has no word of its own`);
  return word;
}

test.describe('search', () => {
  const target = posts[4]!;
  const word = wordOnlyIn(target.slug);
  const results = (page: Page) => page.locator('.it-blog-search__list a');

  test(`the sidebar finds "${target.title}" by a word from its body, and says so when nothing matches`, async ({
    page,
  }) => {
    await open(page, `/blog-single/${posts[0]!.slug}`);
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    await expect(results(page)).toHaveText([target.title]);
    await expect(results(page)).toHaveAttribute('href', `/blog-single/${target.slug}`);
    await box.fill('quantum blockchain hovercraft');
    await page.getByText('No posts found for “quantum blockchain hovercraft”', { exact: false }).waitFor();
  });

  test('the search page lists the matches for ?q= once hydrated, without a hydration warning', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/blog/search?q=${encodeURIComponent(word)}`);
    await wakeIslands(page);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('searchbox'), 'one search box, not two').toHaveCount(1);
    expect(problems).toEqual({ console: [], errors: [], failedRequests: [] });
    await expect(results(page)).toHaveText([target.title]);
    await expect(page.locator('.it-post-summary'), 'the full list gives way to the results').toHaveCount(0);
  });

  test('without JavaScript the search form lands on the search page, which lists every post', async ({
    staticPage: page,
  }) => {
    await open(page, `/blog-single/${posts[0]!.slug}`, { script: false });
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/blog/search?q=${word}`);
    await expect(h1(page)).toHaveText('Search the Blog');
    await expect(page.locator('.it-post-summary')).toHaveCount(posts.length);
  });
});

test.describe('categories and tags', () => {
  test('each sidebar category counts its posts, and its link lists exactly those posts', async ({ page }) => {
    for (const category of blogCategories) {
      const expected = posts.filter((p) => p.category === category);
      if (expected.length === 0) continue;
      await open(page, '/blog-left-sidebar');
      const link = page.locator('.it-blog-categories a', { hasText: category });
      await expect(link).toHaveText(new RegExp(`${category}\\s*\\(${expected.length}\\)`));
      await link.click();
      await page.waitForURL(`**/blog/category/${termSlug(category)}`);
      await expect(h1(page)).toHaveText(`Category: ${category}`);
      await expect(page.locator('.it-post-summary__title a')).toHaveText(expected.map((p) => p.title));
    }
  });

  test('a tag link under a post lists exactly the posts carrying that tag', async ({ page }) => {
    const post = posts[0]!;
    const tag = post.tags[0]!;
    await open(page, `/blog-single/${post.slug}`);
    await page.locator('.it-post__footer .it-blog-tags a', { hasText: tag }).click();
    await page.waitForURL(`**/blog/tag/${termSlug(tag)}`);
    await expect(h1(page)).toHaveText(`Tag: ${tag}`);
    await expect(page.locator('.it-post-summary__title a')).toHaveText(
      posts.filter((p) => p.tags.includes(tag)).map((p) => p.title),
    );
  });
});
