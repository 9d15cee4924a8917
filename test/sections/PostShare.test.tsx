import { cleanup } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { posts } from '../../src/content/blog.ts';
import { PostShare } from '../../src/sections/PostShare.tsx';
import { renderInSite } from '../layout/render-in-site.tsx';
import { axeViolations } from './axe-check.ts';

describe('PostShare', () => {
  afterEach(() => cleanup());
  const post = posts[0]!;
  const url = 'https://example.com/blog-single/a post?x=1&y=2';
  const imageUrl = 'https://example.com/assets/images/blog/a.svg';

  it('shares the given URL, percent-encoded, on Facebook, X, LinkedIn and Pinterest', () => {
    const { getAllByRole } = renderInSite(<PostShare post={post} url={url} imageUrl={imageUrl} />);
    const links = getAllByRole('link').map((a) => new URL(a.getAttribute('href')!));
    assert.deepEqual(
      links.map((l) => l.hostname),
      ['www.facebook.com', 'x.com', 'www.linkedin.com', 'pinterest.com'],
    );
    assert.deepEqual(
      links.map((l) => l.searchParams.get('u') ?? l.searchParams.get('url')),
      [url, url, url, url],
    );
    assert.equal(links[3]!.searchParams.get('media'), imageUrl);
    assert.equal(links[1]!.searchParams.get('text'), post.title);
  });

  it('opens each network in a new tab, without handing it the page, and names each link', async () => {
    const { getAllByRole, getByRole, container } = renderInSite(
      <PostShare post={post} url={url} imageUrl={imageUrl} />,
    );
    for (const link of getAllByRole('link')) {
      assert.equal(link.getAttribute('target'), '_blank');
      assert.match(link.getAttribute('rel')!, /noopener/);
    }
    assert.ok(
      getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' }) instanceof HTMLElement,
      'a LinkedIn link',
    );
    assert.deepEqual(await axeViolations(container), []);
  });
});
