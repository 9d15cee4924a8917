import { cleanup, fireEvent } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { sendKeys } from '@web/test-runner-commands';
import { posts } from '../../src/content/blog.ts';
import { BlogSearch } from '../../src/sections/BlogSearch.tsx';
import sidebar from '../../src/styles/blog-sidebar.css?inline';
import { applyStyles, renderInSite } from '../layout/render-in-site.tsx';
import { axeViolations } from './axe-check.ts';

describe('BlogSearch', () => {
  before(() => applyStyles(sidebar));
  afterEach(() => cleanup());

  it('is a labelled search form that, without JavaScript, sends ?q= to /blog/search', () => {
    const { getByRole } = renderInSite(<BlogSearch />);
    const form = getByRole('search') as HTMLFormElement;
    assert.equal(form.getAttribute('method'), 'get');
    assert.equal(form.getAttribute('action'), '/blog/search');
    assert.equal((getByRole('searchbox', { name: 'Search the blog' }) as HTMLInputElement).name, 'q');
  });

  it('lists the posts whose title matches as the visitor types', async () => {
    const { getByRole, findByText, getAllByRole } = renderInSite(<BlogSearch postBase="/blog-single-left-sidebar" />);
    getByRole('searchbox').focus();
    await sendKeys({ type: 'flutter' });
    await findByText('1 post found');
    const link = getAllByRole('link')[0]!;
    assert.equal(link.textContent, posts[1]!.title);
    assert.equal(link.getAttribute('href'), `/blog-single-left-sidebar/${posts[1]!.slug}`);
    assert.equal(link.closest('li')!.querySelector('.it-blog-search__excerpt')!.textContent, posts[1]!.excerpt);
  });

  it('finds posts by words from their body, in any case, needing every word', async () => {
    const { getByRole, findByText, getAllByRole } = renderInSite(<BlogSearch />);
    fireEvent.change(getByRole('searchbox'), { target: { value: 'TERRAFORM plan' } });
    await findByText('1 post found');
    assert.deepEqual(
      getAllByRole('link').map((a) => a.textContent),
      [posts[0]!.title],
    );
  });

  it('says "No posts found" when nothing matches, and stays on the page when submitted', async () => {
    const { getByRole, findByText } = renderInSite(<BlogSearch />);
    fireEvent.change(getByRole('searchbox'), { target: { value: 'submarine' } });
    await findByText('No posts found for “submarine”. Try a shorter or different word.');
    const submitted = fireEvent.submit(getByRole('search'));
    assert.equal(submitted, false, 'the submit was not prevented');
  });

  it('starts from a query handed to it and passes axe', async () => {
    const { findByText, container } = renderInSite(<BlogSearch initialQuery="accessibility" />);
    await findByText(/posts? found/);
    assert.deepEqual(await axeViolations(container), []);
  });
});
