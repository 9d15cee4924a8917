import { cleanup } from '@testing-library/react';
import { expect } from 'chai';
import { posts } from '../../src/content/blog';
import { PostNav } from '../../src/sections/PostNav';
import { renderInSite } from '../layout/render-in-site';

describe('PostNav', () => {
  afterEach(() => cleanup());

  it('links the newer post as Previous and the older as Next, staying in the same layout', () => {
    const { getByRole } = renderInSite(<PostNav slug={posts[3]!.slug} postBase="/blog-single-fullwidth" />);
    const previous = getByRole('link', { name: /^Previous Post/ });
    const next = getByRole('link', { name: /^Next Post/ });
    expect(previous.getAttribute('href')).to.equal(`/blog-single-fullwidth/${posts[2]!.slug}`);
    expect(previous.textContent).to.include(posts[2]!.title);
    expect(next.getAttribute('href')).to.equal(`/blog-single-fullwidth/${posts[4]!.slug}`);
  });

  it('hides Previous on the newest post and Next on the oldest', () => {
    const newest = renderInSite(<PostNav slug={posts[0]!.slug} postBase="/blog-single" />);
    expect(newest.queryByRole('link', { name: /^Previous Post/ })).to.equal(null);
    expect(newest.getByRole('link', { name: /^Next Post/ })).to.be.instanceOf(HTMLElement);
    cleanup();
    const oldest = renderInSite(<PostNav slug={posts.at(-1)!.slug} postBase="/blog-single" />);
    expect(oldest.queryByRole('link', { name: /^Next Post/ })).to.equal(null);
    expect(oldest.getByRole('link', { name: /^Previous Post/ })).to.be.instanceOf(HTMLElement);
  });
});
