import { cleanup, render, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { setViewport } from '@web/test-runner-commands';
import { ScrollTop } from '../../src/layout/ScrollTop.tsx';
import scrollTop from '../../src/styles/scroll-top.css?inline';
import { applyStyles, describeElement, focused } from './render-in-site.tsx';

describe('ScrollTop', () => {
  before(async () => {
    applyStyles(scrollTop, '.tall-page { display: block; height: 4000px; }');
    await setViewport({ width: 390, height: 800 });
  });

  // Wait for the browser to report the scroll back, or it may merge it with the
  // next test's scroll down into no change and fire no scroll event at all.
  afterEach(async () => {
    if (window.scrollY > 0) {
      const reported = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo({ top: 0, behavior: 'instant' });
      await reported;
    }
    cleanup();
  });

  function renderOnTallPage() {
    return render(
      <>
        <a id="scrool" />
        <div className="tall-page" />
        <ScrollTop />
      </>,
    );
  }

  it('stays out of sight and out of the tab order at the top of the page', async () => {
    const { getByLabelText, queryByRole } = renderOnTallPage();
    // Not exposed as a link at all: out of sight for screen readers too.
    assert.equal(describeElement(queryByRole('link', { name: 'Back to top' })), 'nothing');
    const arrow = getByLabelText('Back to top');
    assert.equal(getComputedStyle(arrow).visibility, 'hidden');
    arrow.focus();
    assert.notEqual(focused(), describeElement(arrow));
  });

  it('appears once the visitor scrolls down more than a screen, pointing at the top anchor', async () => {
    const { findByRole } = renderOnTallPage();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const arrow = await findByRole('link', { name: 'Back to top' });
    assert.equal(getComputedStyle(arrow).visibility, 'visible');
    assert.equal(arrow.getAttribute('href'), '#scrool');
    assert.equal(getComputedStyle(arrow).position, 'fixed');
  });

  it('takes the visitor back to the top when followed', async () => {
    const { findByRole } = renderOnTallPage();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const arrow = await findByRole('link', { name: 'Back to top' });
    arrow.click();
    await waitFor(() => assert.equal(window.scrollY, 0));
    await waitFor(() => assert.equal(getComputedStyle(arrow).visibility, 'hidden'));
  });
});
