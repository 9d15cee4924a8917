// What a visitor on a slow phone sees when Inter arrives after the first paint:
// the page drawn in the local fallback (src/styles/fonts.css, resized to Inter's
// metrics) is compared with the same page in Inter. Every text block of the first
// screen must keep its place and its number of lines, or the swap shifts the
// page (Lighthouse's CLS under applied throttling, where the font always lands
// after the first paint).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test.ts';

/** Routes whose first screen is mostly text set in several weights. */
const routes = ['/', '/blog-single/five-habits-that-keep-your-cloud-bill-predictable', '/contact'];
const widths = [375, 1280];
/** Sub-pixel rounding of a resized face; a line more or less moves a block by 20 px or more. */
const TOLERANCE_PX = 2;

/** The first screen's text blocks: where each sits and how tall it is, in document order. */
function textBlocks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, label, blockquote, button, .it-button')]
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ node, box }) => box.height > 0 && box.top < innerHeight && node.textContent?.trim())
      .map(({ node, box }) => ({
        text: (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
        top: Math.round(box.top),
        height: Math.round(box.height),
      })),
  );
}

test.use({ reducedMotion: 'reduce' });

for (const route of routes) {
  test(`${route}: nothing on the first screen moves when Inter replaces its fallback`, async ({ page }) => {
    const moved: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 812 });
      // Inter never arrives: the page stays in the fallback, as a slow phone first paints it.
      await page.route('**/assets/fonts/**', (request) => request.abort());
      await page.goto(route);
      const fallbackFaces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.includes('Inter Fallback') && face.status === 'loaded')
          .map((face) => `${face.family} ${face.weight}`);
      });
      expect(fallbackFaces, 'the page is drawn in the Arial-metric fallback (Liberation Sans on Linux)').toContain(
        'Inter Fallback: Arial 100 500',
      );
      const inFallback = await textBlocks(page);

      await page.unroute('**/assets/fonts/**');
      await page.goto(route);
      const interLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded');
      });
      expect(interLoaded, 'Inter is loaded for the comparison').toBe(true);
      const inInter = await textBlocks(page);

      expect(
        inInter.map((b) => b.text),
        `${width} px: the same blocks on the first screen`,
      ).toEqual(inFallback.map((b) => b.text));
      inInter.forEach((block, index) => {
        const before = inFallback[index]!;
        if (Math.abs(block.top - before.top) > TOLERANCE_PX || Math.abs(block.height - before.height) > TOLERANCE_PX)
          moved.push(
            `${width} px: "${block.text}" at ${before.top} px, ${before.height} px tall in the fallback; ${block.top} px, ${block.height} px in Inter`,
          );
      });
    }
    expect(moved).toEqual([]);
  });
}
