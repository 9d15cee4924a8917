// What the site lays out only as it nears the window, in Chromium against the
// built site: the home page's sections below its first screen, and on a post
// the comments, the sidebar and the band above the footer. The first frame
// lays out the first screen alone, each skipped part is laid out as it nears
// the viewport, and a reload puts the visitor back where they were, not among
// estimated heights.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/e2e-test';
import { laterSectionsSelector } from '../support/site-page';

/** The later sections' boxes, and whether the browser has skipped laying each out. */
function laterSections(page: Page) {
  return page.locator(laterSectionsSelector).evaluateAll((nodes) =>
    nodes.map((node) => ({
      label: node.getAttribute('aria-labelledby') ?? node.getAttribute('aria-label') ?? node.getAttribute('class'),
      // A skipped section keeps its own box; what it skips is its content.
      skipped: !node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );
}

/** Where the element named `selector` sits, from the window's top, in whole pixels. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Math.round(node.getBoundingClientRect().top));

/**
 * Where the element named `selector` sits once the page holds still: a part laid
 * out as it nears the window takes its real height a frame later, and near the
 * page's end that can move the scroll position.
 */
async function settledTopOf(page: Page, selector: string): Promise<number> {
  let last = NaN;
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const now = await topOf(page, selector);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

test('the home page lays out a later section only as it nears the window', async ({ page }) => {
  await page.goto('/');
  const first = await laterSections(page);
  expect(first.length, 'the home page has later sections').toBeGreaterThan(5);
  expect(first.at(-1)!.skipped, `the last section (${first.at(-1)!.label}) waits below the first screen`).toBe(true);
  await page.locator('.it-later-sections > :last-child').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await laterSections(page)).at(-1)!.skipped).toBe(false);
});

test('a reload puts the visitor back at the section they were reading', async ({ page }) => {
  await page.goto('/');
  // The client logos come after three islands and five plain sections.
  const clients = '.it-client-logos';
  await page
    .locator(clients)
    .first()
    .evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const before = await settledTopOf(page, clients);
  await page.reload();
  await page.waitForLoadState('load');
  // The browser restores a whole-pixel scroll offset: the section may land a pixel off.
  await expect
    .poll(async () => Math.abs((await topOf(page, clients)) - before), { message: 'how far the client logos moved' })
    .toBeLessThanOrEqual(1);
});

const post = '/blog-single/five-habits-that-keep-your-cloud-bill-predictable';
/** The parts of a post the site skips until they near the window (layout.css). */
const postLater = ['.it-comments', '.it-blog-widget', '.it-footer-area'];

/** Whether the browser skipped laying out the content of the last element named `selector`. */
const skipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .last()
    .evaluate((node) => !node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

test("on a phone, a post's comments, sidebar and closing band are laid out only as they near the window", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(post);
  for (const selector of postLater)
    expect(await skipped(page, selector), `${selector} waits below the first screen`).toBe(true);
  for (const selector of postLater) {
    await page.locator(selector).last().scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page, selector), { message: `${selector} is laid out once near` }).toBe(false);
  }
});

test("a reload puts a phone's reader back at the post's sidebar, below its comments", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(post);
  const categories = '.it-blog-categories';
  // Scrolled to as a reader does, a screen's part at a time, so every part on the way is laid out at its real height.
  await page.locator(categories).evaluate(async (node) => {
    while (node.getBoundingClientRect().top > 100) {
      window.scrollBy({ top: 300, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  const before = await settledTopOf(page, categories);
  await page.reload();
  await page.waitForLoadState('load');
  await expect
    .poll(async () => Math.abs((await topOf(page, categories)) - before), { message: 'how far the categories moved' })
    .toBeLessThanOrEqual(1);
});

test.describe('what is skipped, as a contrast checker sees it', () => {
  // axe itself arrives outside the page's CSP, which would refuse what it injects to measure.
  test.use({ bypassCSP: true });

  test('axe (and so Lighthouse) finds no contrast failure on a post while its later parts are skipped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(post);
    // Behind skipped text axe cannot see the background, and judges it against white.
    expect(await skipped(page, '.it-blog-widget'), 'the sidebar is still skipped').toBe(true);
    const failures = await axeViolations(page, ['color-contrast']);
    expect(failures).toEqual([]);
  });
});
