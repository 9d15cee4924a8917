import { cleanup } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { BlogPagination } from '../../src/sections/BlogPagination.tsx';
import pagination from '../../src/styles/blog-pagination.css?inline';
import { applyStyles, describeElement, renderInSite } from '../layout/render-in-site.tsx';
import { axeViolations } from './axe-check.ts';

describe('BlogPagination', () => {
  before(() => applyStyles(pagination));
  afterEach(() => cleanup());

  const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

  it('links every page, page 1 being the list itself, and marks the current one', () => {
    const { getByRole } = renderInSite(<BlogPagination base="/blog-left-sidebar" page={2} total={3} />);
    const nav = getByRole('navigation', { name: 'Blog pages' });
    const pages = [...nav.querySelectorAll<HTMLElement>('.it-pagination__page')];
    assert.deepEqual(hrefs(pages), ['/blog-left-sidebar', '/blog-left-sidebar/page/2', '/blog-left-sidebar/page/3']);
    assert.deepEqual(
      pages.map((a) => a.getAttribute('aria-current')),
      [null, 'page', null],
    );
    assert.equal(getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'), 'page');
  });

  it('offers Previous and Next pages with rel prev and next, leaving each out at its end', () => {
    const middle = renderInSite(<BlogPagination base="/blog" page={2} total={3} />);
    assert.equal(middle.getByRole('link', { name: 'Previous page' }).getAttribute('rel'), 'prev');
    assert.equal(middle.getByRole('link', { name: 'Next page' }).getAttribute('href'), '/blog/page/3');
    cleanup();
    const first = renderInSite(<BlogPagination base="/blog" page={1} total={3} />);
    assert.equal(describeElement(first.queryByRole('link', { name: 'Previous page' })), 'nothing');
    cleanup();
    const last = renderInSite(<BlogPagination base="/blog" page={3} total={3} />);
    assert.equal(describeElement(last.queryByRole('link', { name: 'Next page' })), 'nothing');
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = renderInSite(<BlogPagination base="/blog" page={1} total={1} />);
    assert.equal(container.innerHTML, '');
  });

  it('shows the current page in the primary colour and passes axe', async () => {
    const { getByRole, container } = renderInSite(<BlogPagination base="/blog" page={2} total={3} />);
    const current = getByRole('link', { name: 'Page 2' });
    const other = getByRole('link', { name: 'Page 1' });
    assert.notEqual(getComputedStyle(current).backgroundColor, getComputedStyle(other).backgroundColor);
    assert.deepEqual(await axeViolations(container), []);
  });
});
