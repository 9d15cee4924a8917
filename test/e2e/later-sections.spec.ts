// What the site lays out only as it nears the window, in Chromium against the
// built site: the home page's sections below its first screen, and on a post
// the comments, the sidebar and the band above the footer. The first frame
// lays out the first screen alone, each skipped part is laid out as it nears
// the viewport, and a reload puts the visitor back where they were, not among
// estimated heights.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/e2e-test.ts';
import { laterSectionsSelector } from '../support/site-page.ts';

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

/** Where the element named `selector` sits, from the window's and from the page's top. */
const placeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const top = node.getBoundingClientRect().top;
      return { onScreen: Math.round(top), inPage: Math.round(top + scrollY) };
    });

/**
 * How far the element named `selector` has moved from `before` on the screen,
 * or also in the page when `inPage` is set. A page laid out shorter above it
 * after a reload can still put it back on screen, when scroll anchoring makes up
 * the difference, but not when the position is restored after that layout (on
 * a slow phone) nor in a browser without scroll anchoring (Safari).
 */
async function movedFrom(page: Page, selector: string, before: { onScreen: number; inPage: number }, inPage: boolean) {
  const now = await placeOf(page, selector);
  const onScreen = Math.abs(now.onScreen - before.onScreen);
  return inPage ? Math.max(onScreen, Math.abs(now.inPage - before.inPage)) : onScreen;
}

/**
 * Until the element named `selector` holds still: a part laid out as it nears
 * the window takes its real height a frame later, and near the page's end that
 * can move the scroll position.
 */
async function untilStill(page: Page, selector: string): Promise<void> {
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
}

test('the home page lays out a later section only as it nears the window', async ({ page }) => {
  await page.goto('/');
  const first = await laterSections(page);
  expect(first.length, 'the home page has later sections').toBeGreaterThan(5);
  expect(first.at(-1)!.skipped, `the last section (${first.at(-1)!.label}) waits below the first screen`).toBe(true);
  await page.locator('.it-later-sections > :last-child').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await laterSections(page)).at(-1)!.skipped).toBe(false);
});

/**
 * Scrolls down to the element named `selector` as a reader does, a screen's part
 * at a time, so every part on the way is laid out at its real height; reloads;
 * and expects the element back where it was.
 */
async function expectBackAfterReload(page: Page, selector: string, name: string, inPage: boolean) {
  await page
    .locator(selector)
    .first()
    .evaluate(async (node) => {
      // Until it nears the window's top, or the page's end stops the scrolling.
      let from = NaN;
      while (node.getBoundingClientRect().top > 100 && scrollY !== from) {
        from = scrollY;
        window.scrollBy({ top: 300, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
  await untilStill(page, selector);
  const before = await placeOf(page, selector);
  await page.reload();
  await page.waitForLoadState('load');
  // The browser restores a whole-pixel scroll offset: the element may land a pixel off.
  await expect
    .poll(() => movedFrom(page, selector, before, inPage), { message: `how far ${name} moved` })
    .toBeLessThanOrEqual(1);
}

test('a reload puts the visitor back at the section they were reading', async ({ page }) => {
  await page.goto('/');
  // The client logos come after three islands and five plain sections. On screen
  // only: where the page stands is the browser's business, and the islands above
  // have not woken again after the reload (their carousels keep their controls'
  // room meanwhile, so the page is as tall as before).
  await expectBackAfterReload(page, '.it-client-logos', 'the client logos', false);
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
  // And in the page: everything above laid out as the reader saw it.
  await expectBackAfterReload(page, '.it-blog-categories', 'the categories', true);
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
