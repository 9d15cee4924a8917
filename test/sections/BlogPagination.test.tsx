import { cleanup } from '@testing-library/react';
import { expect } from 'chai';
import { BlogPagination } from '../../src/sections/BlogPagination';
import pagination from '../../src/styles/blog-pagination.css?inline';
import { applyStyles, renderInSite } from '../layout/render-in-site';
import { axeViolations } from './axe-check';

describe('BlogPagination', () => {
  before(() => applyStyles(pagination));
  afterEach(() => cleanup());

  const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

  it('links every page, page 1 being the list itself, and marks the current one', () => {
    const { getByRole } = renderInSite(<BlogPagination base="/blog-left-sidebar" page={2} total={3} />);
    const nav = getByRole('navigation', { name: 'Blog pages' });
    const pages = [...nav.querySelectorAll<HTMLElement>('.it-pagination__page')];
    expect(hrefs(pages)).to.deep.equal([
      '/blog-left-sidebar',
      '/blog-left-sidebar/page/2',
      '/blog-left-sidebar/page/3',
    ]);
    expect(pages.map((a) => a.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
    expect(getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).to.equal('page');
  });

  it('offers Previous and Next pages with rel prev and next, leaving each out at its end', () => {
    const middle = renderInSite(<BlogPagination base="/blog" page={2} total={3} />);
    expect(middle.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).to.equal('prev');
    expect(middle.getByRole('link', { name: 'Next page' }).getAttribute('href')).to.equal('/blog/page/3');
    cleanup();
    const first = renderInSite(<BlogPagination base="/blog" page={1} total={3} />);
    expect(first.queryByRole('link', { name: 'Previous page' })).to.equal(null);
    cleanup();
    const last = renderInSite(<BlogPagination base="/blog" page={3} total={3} />);
    expect(last.queryByRole('link', { name: 'Next page' })).to.equal(null);
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = renderInSite(<BlogPagination base="/blog" page={1} total={1} />);
    expect(container.innerHTML).to.equal('');
  });

  it('shows the current page in the primary colour and passes axe', async () => {
    const { getByRole, container } = renderInSite(<BlogPagination base="/blog" page={2} total={3} />);
    const current = getByRole('link', { name: 'Page 2' });
    const other = getByRole('link', { name: 'Page 1' });
    expect(getComputedStyle(current).backgroundColor).to.not.equal(getComputedStyle(other).backgroundColor);
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});
