// WCAG 1.4.10 Reflow: at 320 CSS px (a 1280 px window zoomed to 400 %) every
// page reads without scrolling sideways. Wide things (code, tables, carousels)
// may scroll inside their own box, never the page.
import type { Page } from '@playwright/test';
import { builtPages } from '../support/built-pages.ts';
import { expect, test } from '../support/e2e-test.ts';
import { chunkTitle, inChunks } from '../support/in-chunks.ts';
import { wakeIslands } from '../support/site-page.ts';

const width = 320;

/** Every built HTML page: the site's routes, the widget gallery and the example pages. */
const paths = Object.keys(await builtPages()).filter((path) => !path.includes('.') || path.endsWith('.html'));

/** Waits until a page is interactive: the site's pages mark <html data-hydrated>, the example pages only carry widgets. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
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

test.describe(`reflow (WCAG 1.4.10) at ${width} CSS px`, () => {
  test.use({ viewport: { width, height: 640 }, reducedMotion: 'reduce' });

  test('the pages include the widget gallery and the example pages', () => {
    expect(paths).toEqual(expect.arrayContaining(['/widgets', '/examples/landing.html', '/examples/partner.html']));
  });

  for (const chunk of inChunks(paths, 14)) {
    test(`${chunkTitle(chunk, paths)}: no page scrolls sideways, and no element reaches past the right edge`, async ({
      warmPage: page,
    }) => {
      const found: string[] = [];
      for (const path of chunk) {
        await settle(page, path);
        const { scrollWidth, widest } = await measure(page);
        if (scrollWidth > width || (widest && widest.right > width))
          found.push(`${path}: ${scrollWidth} px wide; furthest right: ${widest?.element} at ${widest?.right} px`);
      }
      expect(found).toEqual([]);
    });
  }
});
