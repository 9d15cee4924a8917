// WCAG 1.4.10 Reflow: at 320 CSS px (a 1280 px window zoomed to 400 %) every
// page reads without scrolling sideways. Wide things (code, tables, carousels)
// may scroll inside their own box, never the page.
import { describe, it, sharedSite } from '../support/e2e-test';
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { builtPages } from '../support/site-server';
import { wakeIslands } from '../support/site-page';

const width = 320;
const session = sharedSite();

/** Every built HTML page: the site's routes, the widget gallery and the example pages. */
async function htmlPages(): Promise<string[]> {
  return Object.keys(await builtPages()).filter((path) => !path.includes('.') || path.endsWith('.html'));
}

/** Waits until a page is interactive: the site's pages mark <html data-hydrated>, the example pages only carry widgets. */
async function settle(page: Page, path: string) {
  await page.goto(session.server.url + path, { waitUntil: 'load' });
  if (path.endsWith('.html')) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('*')]
        .filter((e) => e.localName.startsWith('it-'))
        .every((e) => (e.shadowRoot?.childElementCount ?? 0) > 0),
    );
  } else {
    await wakeIslands(page);
  }
  await page.evaluate(() => document.fonts.ready);
}

/**
 * How far the page reaches to the right, and the element reaching furthest
 * that no box of its own clips (shadow roots included). Clipping by <html> or
 * <body> does not count: it would hide the overflow, not fix it.
 */
function measure(page: Page) {
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return page.evaluate<{ scrollWidth: number; widest: { right: number; element: string } | null }>(`(() => {
    const clips = (element) => element !== document.documentElement && element !== document.body && getComputedStyle(element).overflowX !== 'visible';
    const parentOf = (element) => element.parentElement ?? (element.parentNode instanceof ShadowRoot ? element.parentNode.host : null);
    const clipped = (element) => {
      for (let up = parentOf(element); up; up = parentOf(up)) if (clips(up)) return true;
      return false;
    };
    const label = (element) => element.localName + [...element.classList].map((name) => '.' + name).join('');
    const describe = (element) => {
      const chain = [];
      for (let at = element; at && chain.length < 3; at = parentOf(at)) chain.unshift(label(at));
      return chain.join(' > ');
    };
    const all = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    let widest = null;
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const right = box.right + window.scrollX;
      if (right > (widest?.right ?? 0) + 0.5 && !clipped(element)) widest = { right: Math.round(right), element: describe(element) };
    }
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  })()`);
}

describe(`reflow (WCAG 1.4.10) at ${width} CSS px`, () => {
  it('no page scrolls sideways, and no element reaches past the right edge', async () => {
    const page = await session.browser.newPage({ viewport: { width, height: 640 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const paths = await htmlPages();
    assert.ok(
      paths.includes('/widgets') &&
        paths.includes('/examples/landing.html') &&
        paths.includes('/examples/partner.html'),
    );
    const found: string[] = [];
    for (const path of paths) {
      await settle(page, path);
      const { scrollWidth, widest } = await measure(page);
      if (scrollWidth > width || (widest && widest.right > width)) {
        found.push(`${path}: ${scrollWidth} px wide; furthest right: ${widest?.element} at ${widest?.right} px`);
      }
    }
    await page.close();
    assert.deepEqual(found, []);
  });
});
