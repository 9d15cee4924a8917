// The trap field hides where no page scrolls. A right-to-left page scrolls to
// the left, so a trap pushed off by a fixed `left` offset would widen an
// Arabic page by thousands of pixels; that shows only when the document itself
// is right to left (an ltr document never scrolls to its left), so these cases
// set dir on <html> and measure the document's scrolling box, not the form's.
import assert from 'node:assert/strict';
import { cleanup, render } from '../support/testing-library.ts';
import form from '../../src/styles/form.css?inline';
import { Honeypot } from '../../src/ui/Honeypot.tsx';
import { applyStyles } from '../layout/render-in-site.tsx';

/** How far the document scrolls sideways beyond the window, in CSS pixels. */
const sidewaysScroll = () => {
  const scroller = document.scrollingElement!;
  return scroller.scrollWidth - scroller.clientWidth;
};

describe('Honeypot', () => {
  const { lang, dir } = document.documentElement;
  beforeEach(() => {
    applyStyles(form);
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
  });
  afterEach(() => {
    cleanup();
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  });

  it('in an Arabic form on an Arabic page, the page does not scroll sideways', () => {
    assert.equal(sidewaysScroll(), 0, 'before the form');
    render(
      <form lang="ar" dir="rtl">
        <Honeypot />
      </form>,
    );
    assert.equal(sidewaysScroll(), 0);
  });

  it('in an English form on an Arabic page (a left-to-right form on a right-to-left page), neither', () => {
    render(
      <form lang="en" dir="ltr">
        <Honeypot />
      </form>,
    );
    assert.equal(sidewaysScroll(), 0);
  });

  it('stays out of sight: no pixel of it inside the window', () => {
    const view = render(
      <form lang="ar" dir="rtl">
        <Honeypot />
      </form>,
    );
    const trap = view.container.querySelector('.it-honeypot')!;
    const box = trap.getBoundingClientRect();
    const clipped = getComputedStyle(trap).clipPath !== 'none' || box.right <= 0 || box.left >= window.innerWidth;
    assert.equal(clipped, true, `the trap at ${box.left}..${box.right}`);
  });
});
