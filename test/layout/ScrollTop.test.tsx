import { cleanup, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { ScrollTop } from '../../src/layout/ScrollTop';
import scrollTop from '../../src/styles/scroll-top.css?inline';
import { applyStyles, describeElement, focused } from './render-in-site';

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
    expect(describeElement(queryByRole('link', { name: 'Back to top' }))).to.equal('nothing');
    const arrow = getByLabelText('Back to top');
    expect(getComputedStyle(arrow).visibility).to.equal('hidden');
    arrow.focus();
    expect(focused()).not.to.equal(describeElement(arrow));
  });

  it('appears once the visitor scrolls down more than a screen, pointing at the top anchor', async () => {
    const { findByRole } = renderOnTallPage();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const arrow = await findByRole('link', { name: 'Back to top' });
    expect(getComputedStyle(arrow).visibility).to.equal('visible');
    expect(arrow.getAttribute('href')).to.equal('#scrool');
    expect(getComputedStyle(arrow).position).to.equal('fixed');
  });

  it('takes the visitor back to the top when followed', async () => {
    const { findByRole } = renderOnTallPage();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const arrow = await findByRole('link', { name: 'Back to top' });
    arrow.click();
    await waitFor(() => expect(window.scrollY).to.equal(0));
    await waitFor(() => expect(getComputedStyle(arrow).visibility).to.equal('hidden'));
  });
});
