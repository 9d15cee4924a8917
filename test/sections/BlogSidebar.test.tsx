import { cleanup, within } from '@testing-library/react';
import { expect } from 'chai';
import { posts } from '../../src/content/blog';
import { site } from '../../src/content/site';
import { BlogSidebar } from '../../src/sections/BlogSidebar';
import sidebarCss from '../../src/styles/blog-sidebar.css?inline';
import { applyStyles, renderInSite } from '../layout/render-in-site';
import { axeViolations } from './axe-check';

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
    expect(
      within(aside)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).to.deep.equal(['About the blog', 'Follow us', 'Search', 'Categories', 'Recent Posts', 'Gallery', 'Tags']);
  });

  it('links the four social profiles from the site config, each named', () => {
    const { section } = renderSidebar({});
    const links = section('Follow us').getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(site.socials.map((s) => s.href));
    expect(links.map((a) => a.getAttribute('aria-label'))).to.deep.equal(
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
    expect(counted).to.deep.equal(expected);
    expect(links[0]!.textContent).to.match(/\d+ posts?$/);
  });

  it('lists posts related to the one being read, never the post itself, in the chosen layout', () => {
    const current = posts[2]!;
    const { section } = renderSidebar({ current, postBase: '/blog-single-left-sidebar' });
    const related = section('Related Posts').getAllByRole('link');
    expect(related).to.have.length(3);
    expect(related.map((a) => a.textContent)).to.not.include(current.title);
    for (const link of related) expect(link.getAttribute('href')).to.match(/^\/blog-single-left-sidebar\//);
    // The accessibility post (Design; Accessibility, UX, Strategy) is closest to the other Design post.
    expect(related[0]!.textContent).to.equal(posts.find((p) => p.slug === 'ux-research-on-a-budget')!.title);
  });

  it('shows a gallery of post pictures and the tag links, and passes axe', async () => {
    const { section, container } = renderSidebar({});
    const gallery = section('Gallery').getAllByRole('link');
    expect(gallery.length).to.equal(6);
    expect(gallery[0]!.getAttribute('aria-label')).to.equal(posts[0]!.title);
    expect(section('Tags').getByRole('link', { name: 'UX' }).getAttribute('href')).to.equal('/blog/tag/ux');
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});
