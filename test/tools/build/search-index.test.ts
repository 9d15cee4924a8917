// The blog's search index as the build writes it: it finds posts by words of
// their bodies, yet stores no post's text, only title and excerpt.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { postPlainText, searchIndexJson } from '../../../tools/build/search-index.ts';
import { postSummaries } from '../../../src/content/blog.ts';
import { postSearchOptions, type IndexedPost } from '../../../src/ui/post-search-options.ts';

const page = (body: string) =>
  `<!doctype html><html><body><header><a href="/">Home</a></header><h1>Title</h1>` +
  `<article class="it-post"><img src="/x.svg" alt="A chart"><p class="it-post__meta">By Anand · 14 Oct 2025</p>${body}` +
  `<footer class="it-post__footer"><p>Tags</p><a href="/blog/tag/cloud">Cloud</a></footer></article>` +
  `<aside>Sidebar words</aside></body></html>`;

const [first, second] = postSummaries;
const posts = [
  { ...first!, text: 'Tag every resource the day it is created, or nobody will own the bill.' },
  { ...second!, text: 'Flutter draws its own widgets; React Native wraps the platform’s résumé of controls.' },
];

describe('the search index', () => {
  it("reads a post's body from its page: the article's text, without byline, tags, pictures or sidebar", () => {
    const text = postPlainText(page('<h2>Budgets</h2><p>Set a <a href="/x">budget alarm</a> per team.</p>'));
    assert.match(text, /budgets/i);
    assert.match(text, /Set a budget alarm per team\./);
    for (const absent of ['By Anand', 'Cloud', 'A chart', 'Sidebar', 'Home', '/x'])
      assert.ok(!text.includes(absent), `"${absent}" is not body text: ${text}`);
  });

  it('finds a post by a word that only its body holds, and by the start of a word, ignoring case and accents', () => {
    const index = MiniSearch.loadJSON<IndexedPost>(searchIndexJson(posts), postSearchOptions);
    assert.deepEqual(
      index.search('RESOURCE').map((hit) => String(hit.id)),
      [first!.slug],
    );
    assert.deepEqual(
      index.search('resume controls').map((hit) => String(hit.id)),
      [second!.slug],
    );
    assert.deepEqual(
      index.search('creat').map((hit) => String(hit.id)),
      [first!.slug],
    );
    assert.deepEqual(index.search('flutter bill'), [], 'every word must match');
  });

  it('gives each hit its title and excerpt, and holds no sentence of any body', () => {
    const json = searchIndexJson(posts);
    const [hit] = MiniSearch.loadJSON<IndexedPost>(json, postSearchOptions).search('resource');
    assert.equal(hit?.title, first!.title);
    assert.equal(hit?.excerpt, first!.excerpt);
    for (const { text } of posts) {
      assert.ok(!json.includes(text.slice(0, 30)), `the index holds "${text.slice(0, 30)}"`);
    }
  });
});
