import { cleanup } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { posts } from '../../src/content/blog.ts';
import { PostNav } from '../../src/sections/PostNav.tsx';
import { describeElement, renderInSite } from '../layout/render-in-site.tsx';

describe('PostNav', () => {
  afterEach(() => cleanup());

  it('links the newer post as Previous and the older as Next, staying in the same layout', () => {
    const { getByRole } = renderInSite(<PostNav slug={posts[3]!.slug} postBase="/blog-single-fullwidth" />);
    const previous = getByRole('link', { name: /^Previous Post/ });
    const next = getByRole('link', { name: /^Next Post/ });
    assert.equal(previous.getAttribute('href'), `/blog-single-fullwidth/${posts[2]!.slug}`);
    assert.ok(previous.textContent.includes(posts[2]!.title), `"${previous.textContent}" names ${posts[2]!.title}`);
    assert.equal(next.getAttribute('href'), `/blog-single-fullwidth/${posts[4]!.slug}`);
  });

  it('hides Previous on the newest post and Next on the oldest', () => {
    const newest = renderInSite(<PostNav slug={posts[0]!.slug} postBase="/blog-single" />);
    assert.equal(describeElement(newest.queryByRole('link', { name: /^Previous Post/ })), 'nothing');
    assert.ok(newest.getByRole('link', { name: /^Next Post/ }) instanceof HTMLElement, 'a Next Post link');
    cleanup();
    const oldest = renderInSite(<PostNav slug={posts.at(-1)!.slug} postBase="/blog-single" />);
    assert.equal(describeElement(oldest.queryByRole('link', { name: /^Next Post/ })), 'nothing');
    assert.ok(oldest.getByRole('link', { name: /^Previous Post/ }) instanceof HTMLElement, 'a Previous Post link');
  });
});
