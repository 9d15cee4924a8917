// What `npm run dev` renders first after a content edit: only the pages of
// the posts and landing pages that changed (when a list or a script shows the
// change too, every page follows the client's bundle), and every page at once
// when a policy page or the guide changed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileContent } from '../../../tools/build/content/compile-content.ts';
import { contentSnapshot, pagesToRender } from '../../../tools/build/content-snapshot.ts';

const content = compileContent();
const post = content.posts.posts[0]!;
const paths = [
  '/',
  '/blog',
  `/blog-single/${post.slug}`,
  `/blog-single-sidebar/${post.slug}`,
  '/lp/cloud-migration',
  '/terms',
];
const before = contentSnapshot(content);

/** The content with `change` made to a copy of it. */
function edited(change: (copy: typeof content) => void) {
  const copy = structuredClone(content);
  change(copy);
  return contentSnapshot(copy);
}

describe('the pages a content edit renders again', () => {
  it("a post's prose: that post's pages, at each layout's address, and nothing else", () => {
    const now = edited((copy) => (copy.posts.posts[0]!.html += '<p>One more paragraph.</p>'));
    assert.deepEqual(pagesToRender(before, now, paths), [
      `/blog-single/${post.slug}`,
      `/blog-single-sidebar/${post.slug}`,
    ]);
  });

  it("a landing page's prose: that page", () => {
    const now = edited((copy) => {
      const page = copy['landing-pages'].landingPages.find(({ slug }) => slug === 'cloud-migration')!;
      const prose = page.blocks.find((block) => block.kind === 'prose')!;
      if (prose.kind === 'prose') prose.html += '<p>Booked by Friday, assessed within two weeks.</p>';
    });
    assert.deepEqual(pagesToRender(before, now, paths), ['/lp/cloud-migration']);
  });

  it("a post's title, which lists and scripts show: that post's pages first, and the scripts' view has changed", () => {
    const now = edited((copy) => {
      copy.posts.posts[0]!.title += ' (updated)';
      copy['post-summaries'].postSummaries[0]!.title += ' (updated)';
    });
    assert.deepEqual(pagesToRender(before, now, paths), [
      `/blog-single/${post.slug}`,
      `/blog-single-sidebar/${post.slug}`,
    ]);
    assert.notEqual(now.digest, before.digest, 'dev bundles the client and renders every page when the digest changed');
  });

  it("a landing page's section (a tag's attribute): that page first", () => {
    const now = edited((copy) => {
      const page = copy['landing-pages'].landingPages.find(({ slug }) => slug === 'cloud-migration')!;
      const hero = page.blocks.find((block) => block.kind === 'section' && block.widget === 'hero')!;
      if (hero.kind === 'section') hero.props = { ...hero.props, headline: 'Move to the cloud by spring' };
    });
    assert.deepEqual(pagesToRender(before, now, paths), ['/lp/cloud-migration']);
    assert.notEqual(now.digest, before.digest);
  });

  it('a policy page: every page', () => {
    const now = edited((copy) => (copy.legal.terms.html = [copy.legal.terms.html[0], '<p>A new clause.</p>']));
    assert.equal(pagesToRender(before, now, paths), undefined);
  });

  it('nothing changed: no page', () => {
    assert.deepEqual(pagesToRender(before, contentSnapshot(structuredClone(content)), paths), []);
  });
});
