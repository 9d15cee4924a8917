// The blog search on the real server in Chromium: a post page carries neither
// the search code nor its index until the visitor uses the box; then it finds a
// post by a word of its body, and nothing it loaded holds any post's sentences.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { postSummaries } from '../../src/content/blog';
import { postSearchIndexPath } from '../../src/ui/post-search-options';
import { launchBrowser } from '../support/browser';
import { builtPostBodies, postSentenceRuns } from '../support/post-text';
import { startSite, type SiteServer } from '../support/site-server';

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
  assert.ok(word, `${slug} has a word of its own`);
  return word;
}

/** Every script and JSON file the page receives, by path, with its text. */
function recordResponses(page: Page): Map<string, string> {
  const received = new Map<string, string>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|json)$/.test(pathname)) return;
    received.set(pathname, await response.text().catch(() => ''));
  });
  return received;
}

const isMiniSearch = (script: string) => script.includes('MiniSearch: ');

describe('the blog search', () => {
  const reader = postSummaries[0]!;
  const target = postSummaries[4]!;
  const word = wordOnlyIn(target.slug);

  it(`loads nothing of the search until the box is focused, then finds "${target.title}" by a word of its body`, async () => {
    const page = await browser.newPage();
    const received = recordResponses(page);
    await page.goto(`${server.url}/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    assert.ok(!received.has(postSearchIndexPath), 'the index was fetched before the search was used');
    assert.deepEqual(
      [...received].filter(([, text]) => isMiniSearch(text)).map(([file]) => file),
      [],
      'MiniSearch came with the page',
    );

    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    const indexFetched = page.waitForResponse((response) => response.url().endsWith(postSearchIndexPath));
    await box.focus();
    assert.equal((await indexFetched).status(), 200);
    await box.fill(word);
    await page.waitForFunction(() => document.querySelectorAll('.it-blog-search__list a').length > 0);
    assert.deepEqual(await page.locator('.it-blog-search__list a').allInnerTexts(), [target.title]);
    assert.equal(await page.locator('.it-blog-search__list a').getAttribute('href'), `/blog-single/${target.slug}`);
    assert.equal(await page.locator('.it-blog-search__excerpt').innerText(), target.excerpt);
    assert.ok([...received.values()].some(isMiniSearch), 'MiniSearch arrived once the box was used');
    await page.close();
  });

  it('says so when the index cannot load, and loads it on the next keystroke once it can', async () => {
    const page = await browser.newPage();
    await page.route(`**${postSearchIndexPath}`, (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    await page.getByText('The search could not load. Check your connection and type again.').waitFor();
    await page.unroute(`**${postSearchIndexPath}`);
    await box.press('End');
    await box.pressSequentially(' ');
    await page.waitForFunction(() => document.querySelectorAll('.it-blog-search__list a').length > 0);
    assert.deepEqual(await page.locator('.it-blog-search__list a').allInnerTexts(), [target.title]);
    await page.close();
  });

  it("holds no sentence of any post in the search's code or index", async () => {
    assert.ok(sentenceRuns.length > postSummaries.length * 5, `only ${sentenceRuns.length} runs of text to look for`);
    const page = await browser.newPage();
    await page.goto(`${server.url}/blog-single/${reader.slug}`);
    await page.waitForLoadState('networkidle');
    // Only what arrives once the search is used: the page's own chunks are the islands' part.
    const received = recordResponses(page);
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill(word);
    await page.waitForFunction(() => document.querySelectorAll('.it-blog-search__list a').length > 0);
    await page.waitForLoadState('networkidle');
    assert.ok(received.has(postSearchIndexPath), 'the index arrived after the page had loaded');
    for (const [file, text] of received) {
      const leaked = sentenceRuns.filter((run) => text.includes(run));
      assert.deepEqual(leaked, [], `${file} carries post text`);
    }
    await page.close();
  });
});
