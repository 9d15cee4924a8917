// Moving through the site in a real Chromium: a link renders the next page in
// place, and smooth scrolling arrives only with a mouse wheel. That every route
// hydrates cleanly is every-route.spec.ts's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test.ts';
import { wakeIslands } from '../support/site-page.ts';

test.describe('navigation inside the site', () => {
  test('a link click renders the new page without reloading, updates the title and starts at the top', async ({
    page,
  }) => {
    await page.goto('/services');
    await wakeIslands(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('main a[href="/services/cloud-infrastructure"]').first().click();
    await page.waitForURL('**/services/cloud-infrastructure');
    await expect(page.locator('h1')).toHaveText('Cloud Infrastructure');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'the page reloaded').toBe(
      true,
    );
    await expect(page).toHaveTitle(/^Cloud Infrastructure/);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  });
});

test.describe('smooth scrolling', () => {
  const lenisRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/lenis-[^/]*\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
    });
    return seen;
  };

  test('downloads Lenis only when a mouse wheel turns, then smooths the wheel', async ({ page }) => {
    const requests = lenisRequests(page);
    await page.goto('/about');
    await wakeIslands(page);
    await page.waitForLoadState('networkidle');
    expect(requests, 'Lenis was downloaded before any wheel turned').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'), undefined, {
      timeout: 5000,
    });
    expect(requests).toHaveLength(1);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((start) => window.scrollY > start, before, { timeout: 5000 });
  });

  test('never loads under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = lenisRequests(page);
    await page.goto('/about');
    await wakeIslands(page);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 5000 });
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
  });
});
