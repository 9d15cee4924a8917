// The blog search on the real server in Chromium: a post page carries neither
// the search code nor its index until the visitor uses the box; then it finds a
// post by a word of its body, and nothing it loaded holds any post's sentences.
import type { Page } from '@playwright/test';
import { postSummaries } from '../../src/content/blog.ts';
import { postSearchIndexPath } from '../../src/ui/post-search-options.ts';
import { expect, test } from '../support/e2e-test.ts';
import { builtPostBodies, postSentenceRuns } from '../support/post-text.ts';

const bodies = builtPostBodies();
const sentenceRuns = postSentenceRuns(bodies);

/** A word of one post's body that no other post's title or body holds. */
function wordOnlyIn(slug: string): string {
  const own = bodies.get(slug)!.toLowerCase();
  const others = postSummaries
    .filter((post) => post.slug !== slug)
    .map((post) => `${post.title} ${bodies.get(post.slug)!}`.toLowerCase());
  const title = postSummaries.find((post) => post.slug === slug)!.title.toLowerCase();
  const word = (own.match(/\b[a-z]{8,}\b/g) ?? []).find(
    (w) => !title.includes(w) && !others.some((o) => o.includes(w)),
  );
  if (!word) throw new Error(`${slug} has no word of its own`);
  return word;
}

/**
 * Every script and JSON file the page receives, by path, with its text. A file
 * is listed the moment it arrives, its text read after: the reading must not
 * decide whether a file counts as received.
 */
function recordResponses(page: Page): Map<string, Promise<string>> {
  const received = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|json)$/.test(pathname))
      received.set(
        pathname,
        response.text().catch(() => ''),
      );
  });
  return received;
}

/** The received files' texts, once read. */
const texts = async (received: Map<string, Promise<string>>) =>
  Promise.all([...received].map(async ([file, text]) => [file, await text] as const));

const isMiniSearch = (script: string) => script.includes('MiniSearch: ');

test.describe('the blog search', () => {
  const reader = postSummaries[0]!;
  const target = postSummaries[4]!;
  const word = wordOnlyIn(target.slug);
  const results = (page: Page) => page.locator('.it-blog-search__list a');

  test(`loads nothing of the search until the box is focused, then finds "${target.title}" by a word of its body`, async ({
    page,
  }) => {
    const received = recordResponses(page);
    await page.goto(`/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    expect(received.has(postSearchIndexPath), 'the index was fetched before the search was used').toBe(false);
    expect(
      (await texts(received)).filter(([, text]) => isMiniSearch(text)).map(([file]) => file),
      'MiniSearch came with the page',
    ).toEqual([]);

    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    const indexFetched = page.waitForResponse((response) => response.url().endsWith(postSearchIndexPath));
    await box.focus();
    expect((await indexFetched).status()).toBe(200);
    await box.fill(word);
    await expect(results(page)).toHaveText([target.title]);
    await expect(results(page)).toHaveAttribute('href', `/blog-single/${target.slug}`);
    await expect(page.locator('.it-blog-search__excerpt')).toHaveText(target.excerpt);
    expect(
      (await texts(received)).some(([, text]) => isMiniSearch(text)),
      'MiniSearch arrived once the box was used',
    ).toBe(true);
  });

  test('says so when the index cannot load, and loads it on the next keystroke once it can', async ({ page }) => {
    await page.route(`**${postSearchIndexPath}`, (route) => route.abort('internetdisconnected'));
    await page.goto(`/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    await page.getByText('The search could not load. Check your connection and type again.').waitFor();
    await page.unroute(`**${postSearchIndexPath}`);
    await box.press('End');
    await box.pressSequentially(' ');
    await expect(results(page)).toHaveText([target.title]);
  });

  test("holds no sentence of any post in the search's code or index", async ({ page }) => {
    expect(sentenceRuns.length, `only ${sentenceRuns.length} runs of text to look for`).toBeGreaterThan(
      postSummaries.length * 5,
    );
    await page.goto(`/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    // Only what arrives once the search is used: the page's own chunks are the islands' part.
    const received = recordResponses(page);
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    await expect(results(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(received.has(postSearchIndexPath), 'the index arrived after the page had loaded').toBe(true);
    for (const [file, text] of await texts(received)) {
      const leaked = sentenceRuns.filter((run) => text.includes(run));
      expect(leaked, `${file} carries post text`).toEqual([]);
    }
  });
});
