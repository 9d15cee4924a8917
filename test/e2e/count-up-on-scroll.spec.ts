// The statistics strip counts up from zero as it scrolls into view, run by a small
// script of its own: the strip is static HTML, and no React comes for it.
import type { Page } from '@playwright/test';
import { stats } from '../../src/content/home.ts';
import { expect, test } from '../support/e2e-test.ts';
import { loadedAndIdle } from '../support/loaded-and-idle.ts';

const targets = stats.map((stat) => `${stat.value}${stat.suffix}`);

/** The figures the home page's statistics strip shows now. */
const figures = (page: Page) => page.locator('section.it-stats [data-target]').allTextContents();

test.describe('the statistics strip on /', () => {
  test('counts up from zero once scrolled into view, to its figures, with no component fetched for it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/', { waitUntil: 'load' });
    await loadedAndIdle(page);
    expect(await figures(page), 'waiting below the fold at zero').toEqual(stats.map((stat) => `0${stat.suffix}`));
    await page.locator('section.it-stats').scrollIntoViewIfNeeded();
    // On its way: some figure between zero and its target.
    await expect
      .poll(async () => (await figures(page)).some((text, i) => parseInt(text, 10) > 0 && text !== targets[i]))
      .toBe(true);
    await expect.poll(() => figures(page), { timeout: 6000 }).toEqual(targets);
    expect(
      scripts.filter((url) => /\/Stats-[\w-]+\.js$/.test(url)),
      "the strip's React component",
    ).toEqual([]);
  });

  test.describe('under prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows its figures and never counts', async ({ page }) => {
      await page.goto('/', { waitUntil: 'load' });
      await loadedAndIdle(page);
      await page.locator('section.it-stats').scrollIntoViewIfNeeded();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await figures(page)).toEqual(targets);
    });
  });
});
