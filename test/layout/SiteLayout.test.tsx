import { cleanup, within } from '@testing-library/react';
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { SiteLayout } from '../../src/layout/SiteLayout';
import { HostRouting } from '../../pages/HostRouting';
import header from '../../src/styles/header.css?inline';
import layout from '../../src/styles/layout.css?inline';
import mobileMenu from '../../src/styles/mobile-menu.css?inline';
import scrollTop from '../../src/styles/scroll-top.css?inline';
import { applyStyles, describeElement, focused, renderInSite } from './render-in-site';

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
    expect(parts).to.deep.equal([
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
    expect(within(main).getByRole('heading', { name: 'About us' })).to.be.instanceOf(HTMLElement);
    expect(within(container).getByRole('banner')).to.be.instanceOf(HTMLElement);
    expect(within(container).getByRole('contentinfo')).to.be.instanceOf(HTMLElement);
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
    expect(html).not.to.include('style=');
    expect(html).not.to.include('it-cursor');
    expect(html).to.include('class="it-scroll-top"');
    // Closed: a native popover, which the menu button opens even before (or without) script.
    expect(html).to.match(/<div id="it-mobile-menu"[^>]* popover="auto"/);
    expect(html).to.match(/<button [^>]*popovertarget="it-mobile-menu"/i);
    expect(html).to.match(/<a [^>]*aria-current="page"[^>]*>About<\/a>/);
  });

  it('lets a keyboard user skip straight to the main content with the first Tab', async () => {
    const { getByRole } = renderInSite(
      <SiteLayout>
        <h1>About us</h1>
      </SiteLayout>,
    );
    const skip = getByRole('link', { name: 'Skip to main content' });
    expect(skip.getBoundingClientRect().bottom).to.be.at.most(0);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(describeElement(skip));
    expect(skip.getBoundingClientRect().top).to.be.at.least(0);
    await sendKeys({ press: 'Enter' });
    expect(focused()).to.equal(describeElement(getByRole('main')));
  });
});
