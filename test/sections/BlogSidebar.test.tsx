import { cleanup, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { posts } from '../../src/content/blog.ts';
import { site } from '../../src/content/site.ts';
import { BlogSidebar } from '../../src/sections/BlogSidebar.tsx';
import sidebarCss from '../../src/styles/blog-sidebar.css?inline';
import { applyStyles, renderInSite } from '../layout/render-in-site.tsx';
import { axeViolations } from './axe-check.ts';

function renderSidebar(...args: Parameters<typeof BlogSidebar>) {
  const view = renderInSite(<BlogSidebar {...args[0]} />);
  const section = (name: string) => within(view.getByRole('region', { name }));
  return { ...view, section };
}

describe('BlogSidebar', () => {
  before(() => applyStyles(sidebarCss));
  afterEach(() => cleanup());

  it('is a labelled aside with its blocks in order', () => {
    const { getByRole } = renderSidebar({});
    const aside = getByRole('complementary', { name: 'Blog sidebar' });
    assert.deepEqual(
      within(aside)
        .getAllByRole('heading')
        .map((h) => h.textContent),
      ['About the blog', 'Follow us', 'Search', 'Categories', 'Recent Posts', 'Gallery', 'Tags'],
    );
  });

  it('links the four social profiles from the site config, each named', () => {
    const { section } = renderSidebar({});
    const links = section('Follow us').getAllByRole('link');
    assert.deepEqual(
      links.map((a) => a.getAttribute('href')),
      site.socials.map((s) => s.href),
    );
    assert.deepEqual(
      links.map((a) => a.getAttribute('aria-label')),
      site.socials.map((s) => `${site.name} on ${s.label}`),
    );
  });

  it('counts each category from the posts and links it to its archive', () => {
    const { section } = renderSidebar({});
    const links = section('Categories').getAllByRole('link');
    const counted = links.map((a) => `${a.getAttribute('href')} ${a.querySelector('[aria-hidden]')?.textContent}`);
    const expected = [...new Set(posts.map((p) => p.category))]
      .sort()
      .map((name) => `/blog/category/${name.toLowerCase()} (${posts.filter((p) => p.category === name).length})`);
    assert.deepEqual(counted, expected);
    assert.match(links[0]!.textContent, /\d+ posts?$/);
  });

  it('lists posts related to the one being read, never the post itself, in the chosen layout', () => {
    const current = posts[2]!;
    const { section } = renderSidebar({ current, postBase: '/blog-single-left-sidebar' });
    const related = section('Related Posts').getAllByRole('link');
    assert.equal(related.length, 3);
    const titles = related.map((a) => a.textContent);
    assert.ok(!titles.includes(current.title), `the current post among the related: ${titles.join(' | ')}`);
    for (const link of related) assert.match(link.getAttribute('href')!, /^\/blog-single-left-sidebar\//);
    // The accessibility post (Design; Accessibility, UX, Strategy) is closest to the other Design post.
    assert.equal(related[0]!.textContent, posts.find((p) => p.slug === 'ux-research-on-a-budget')!.title);
  });

  it('shows a gallery of post pictures and the tag links, and passes axe', async () => {
    const { section, container } = renderSidebar({});
    const gallery = section('Gallery').getAllByRole('link');
    assert.equal(gallery.length, 6);
    assert.equal(gallery[0]!.getAttribute('aria-label'), posts[0]!.title);
    assert.equal(section('Tags').getByRole('link', { name: 'UX' }).getAttribute('href'), '/blog/tag/ux');
    assert.deepEqual(await axeViolations(container), []);
  });
});
