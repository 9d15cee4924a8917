import { cleanup } from '@testing-library/react';
import { expect } from 'chai';
import { posts } from '../../src/content/blog';
import { PostShare } from '../../src/sections/PostShare';
import { renderInSite } from '../layout/render-in-site';
import { axeViolations } from './axe-check';

describe('PostShare', () => {
  afterEach(() => cleanup());
  const post = posts[0]!;
  const url = 'https://example.com/blog-single/a post?x=1&y=2';
  const imageUrl = 'https://example.com/assets/images/blog/a.svg';

  it('shares the given URL, percent-encoded, on Facebook, X, LinkedIn and Pinterest', () => {
    const { getAllByRole } = renderInSite(<PostShare post={post} url={url} imageUrl={imageUrl} />);
    const links = getAllByRole('link').map((a) => new URL(a.getAttribute('href')!));
    expect(links.map((l) => l.hostname)).to.deep.equal([
      'www.facebook.com',
      'x.com',
      'www.linkedin.com',
      'pinterest.com',
    ]);
    expect(links.map((l) => l.searchParams.get('u') ?? l.searchParams.get('url'))).to.deep.equal([url, url, url, url]);
    expect(links[3]!.searchParams.get('media')).to.equal(imageUrl);
    expect(links[1]!.searchParams.get('text')).to.equal(post.title);
  });

  it('opens each network in a new tab, without handing it the page, and names each link', async () => {
    const { getAllByRole, getByRole, container } = renderInSite(
      <PostShare post={post} url={url} imageUrl={imageUrl} />,
    );
    for (const link of getAllByRole('link')) {
      expect(link.getAttribute('target')).to.equal('_blank');
      expect(link.getAttribute('rel')).to.include('noopener');
    }
    expect(getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).to.be.instanceOf(HTMLElement);
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});
