// The home hero carousel turns every 5 s by itself, from the first screen, with
// no input and without React: a small script turns the prerendered slides, and
// React takes over from the slide shown once the visitor acts on it. It holds
// still under the pointer, with focus inside and under reduced motion (WCAG
// 2.2.2, with its pause control). The screenshots see none of this: they are
// taken under reduced motion.
import type { Locator, Page } from '@playwright/test';
import { heroSlides } from '../../src/content/home.ts';
import { expect, test } from '../support/e2e-test.ts';
import { isFramework, scriptsOf } from '../support/framework-chunks.ts';
import { plainWidgetPage, tagHtml } from '../support/plain-widget-page.ts';

const captions = heroSlides.map((slide) => slide.caption);

/** Longer than the 5 s interval, with a second to spare: what "does not change" waits. */
const HOLD_MS = 6000;

/** The caption of the hero slide a visitor sees now, on the page or in a widget's shadow root. */
const shownCaption = (carousel: Locator) =>
  carousel.locator('.it-fade-carousel__slide.is-active figcaption').textContent();

const homeCarousel = (page: Page) => page.locator('.it-hero-slides');

/** Waits until the carousel shows `caption`, as the 5 s interval brings it. */
const untilShown = (carousel: Locator, caption: string) =>
  expect.poll(() => shownCaption(carousel), { timeout: 7000, message: `"${caption}" shown` }).toBe(caption);

/** Checks that the carousel keeps showing what it shows now for longer than its interval. */
async function holdsStill(carousel: Locator): Promise<void> {
  const before = await shownCaption(carousel);
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  expect(await shownCaption(carousel), `the slide after ${HOLD_MS} ms`).toBe(before);
}

test.describe('the home hero carousel', () => {
  test('changes slide within 7 s of load at 1280×800 with no input, its island still asleep', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const carousel = homeCarousel(page);
    expect(await shownCaption(carousel)).toBe(captions[0]);
    await untilShown(carousel, captions[1]!);
    await expect(page.locator('[data-island="HeroCarousel"]'), 'React was not woken to turn it').not.toHaveAttribute(
      'data-awake',
    );
  });

  test('turns with no React loaded; React loads when the visitor presses a control, and moves on one slide', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'load' });
    const carousel = homeCarousel(page);
    expect(await shownCaption(carousel)).toBe(captions[0]);
    await untilShown(carousel, captions[1]!);
    expect(scripts.filter(isFramework), 'React loaded while the slides changed').toEqual([]);
    const before = captions.indexOf((await shownCaption(carousel)) ?? '');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(() => scripts.filter(isFramework).length, { message: 'React loaded on the press' })
      .toBeGreaterThan(0);
    await page.waitForSelector('[data-island="HeroCarousel"][data-awake]', { state: 'attached' });
    await untilShown(carousel, captions[(before + 1) % captions.length]!);
  });

  test('holds still under the pointer; React, woken by it, goes on from the slide shown', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const carousel = homeCarousel(page);
    await untilShown(carousel, captions[1]!);
    await carousel.locator('.it-fade-carousel__viewport').hover();
    await page.waitForSelector('[data-island="HeroCarousel"][data-awake]', { state: 'attached' });
    expect(await shownCaption(carousel), 'the slide once React took over').toBe(captions[1]);
    await holdsStill(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await shownCaption(carousel)).toBe(captions[2]);
    // The pointer gone and focus off the arrow just pressed, it turns again.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await untilShown(carousel, captions[0]!);
  });

  test('holds still while keyboard focus is inside it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const carousel = homeCarousel(page);
    await page.getByRole('link', { name: 'Get Started' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await holdsStill(carousel);
  });

  test('stops for good when its pause control is pressed before React has come', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const carousel = homeCarousel(page);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // Neither the pointer nor focus holds it now: only the pause does.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await holdsStill(carousel);
  });

  test.describe('under prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('holds still', async ({ page }) => {
      await page.goto('/', { waitUntil: 'load' });
      await holdsStill(homeCarousel(page));
    });
  });
});

test('<it-hero-carousel> on a partner page turns by itself before React, and React goes on from its slide', async ({
  page,
  baseURL,
}) => {
  const tag = 'it-hero-carousel';
  // The section's chunk held back: whatever turns the slides meanwhile is the tag's first script.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/chunks\/HeroCarousel-/, async (route) => {
    await released;
    await route.continue();
  });
  // Some of the partner's own content above: a pointer resting at the window's corner is not over the tag.
  const html = plainWidgetPage(
    [tag],
    { width: 1280 },
    `<p style="margin:0;height:120px">Partner news</p>${tagHtml(tag)}`,
  );
  await page.route(`${baseURL}/__partner/hero.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto(`${baseURL}/__partner/hero.html`, { waitUntil: 'load' });
  const carousel = page.locator(`${tag} .it-fade-carousel`);
  expect(await shownCaption(carousel)).toBe(captions[0]);
  await untilShown(carousel, captions[1]!);
  release();
  await page.waitForFunction((t) => document.querySelector(t)?.matches(':state(ready)'), tag);
  expect(await shownCaption(carousel), 'the slide once React adopted the tag').toBe(captions[1]);
  await untilShown(carousel, captions[2]!);
});
