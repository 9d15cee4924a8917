import { cleanup, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { SiteLayout } from '../../src/layout/SiteLayout.tsx';
import { HostRouting } from '../../pages/HostRouting.tsx';
import header from '../../src/styles/header.css?inline';
import layout from '../../src/styles/layout.css?inline';
import mobileMenu from '../../src/styles/mobile-menu.css?inline';
import scrollTop from '../../src/styles/scroll-top.css?inline';
import { applyStyles, describeElement, focused, renderInSite } from './render-in-site.tsx';

describe('SiteLayout', () => {
  before(async () => {
    applyStyles(header, mobileMenu, scrollTop, layout);
    await setViewport({ width: 1280, height: 800 });
  });

  afterEach(() => cleanup());

  it('frames every page: skip link, top anchor, header, menu, main, call to action, footer, arrow', () => {
    const { container } = renderInSite(
      <SiteLayout>
        <h1>About us</h1>
      </SiteLayout>,
      '/about',
    );
    const parts = Array.from(container.children, (element) => element.id || element.classList[0]);
    // The cursor comes last, and only where the browser has a mouse and allows motion.
    if (parts.at(-1) === 'it-cursor') parts.pop();
    assert.deepEqual(parts, [
      'it-skip-link',
      'scrool',
      'it-header',
      'it-mobile-menu',
      'main',
      'it-footer-area',
      'it-footer',
      'it-scroll-top',
    ]);
    const main = within(container).getByRole('main');
    assert.ok(
      within(main).getByRole('heading', { name: 'About us' }) instanceof HTMLElement,
      'the page heading in main',
    );
    assert.ok(within(container).getByRole('banner') instanceof HTMLElement, 'a banner');
    assert.ok(within(container).getByRole('contentinfo') instanceof HTMLElement, 'a contentinfo');
  });

  it('prerenders with the menu closed, the arrow hidden, no cursor and no inline style the CSP would block', () => {
    const html = renderToString(
      <Router ssrPath="/about">
        <HostRouting>
          <SiteLayout>
            <h1>About us</h1>
          </SiteLayout>
        </HostRouting>
      </Router>,
    );
    assert.doesNotMatch(html, /style=/);
    assert.doesNotMatch(html, /it-cursor/);
    assert.match(html, /class="it-scroll-top"/);
    // Closed: a native popover, which the menu button opens even before (or without) script.
    assert.match(html, /<div id="it-mobile-menu"[^>]* popover="auto"/);
    assert.match(html, /<button [^>]*popovertarget="it-mobile-menu"/i);
    assert.match(html, /<a [^>]*aria-current="page"[^>]*>About<\/a>/);
  });

  it('lets a keyboard user skip straight to the main content with the first Tab', async () => {
    const { getByRole } = renderInSite(
      <SiteLayout>
        <h1>About us</h1>
      </SiteLayout>,
    );
    const skip = getByRole('link', { name: 'Skip to main content' });
    const { bottom } = skip.getBoundingClientRect();
    assert.ok(bottom <= 0, `the skip link shows before focus (bottom ${bottom} px)`);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    assert.equal(focused(), describeElement(skip));
    const { top } = skip.getBoundingClientRect();
    assert.ok(top >= 0, `the focused skip link is off screen (top ${top} px)`);
    await sendKeys({ press: 'Enter' });
    assert.equal(focused(), describeElement(getByRole('main')));
  });
});
