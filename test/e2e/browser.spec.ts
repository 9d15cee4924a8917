// Every route in a real Chromium: it hydrates without a warning, an error or a failed request.
import { describe, it, sharedSite } from '../support/e2e-test';
import assert from 'node:assert/strict';
import { builtPages } from '../support/site-server';
import type { Page } from '@playwright/test';
import { watchProblems } from '../support/browser';
import { wakeIslands } from '../support/site-page';

const session = sharedSite();

describe('every route in Chromium', () => {
  it('hydrates with no console error, no hydration warning, no CSP violation and no failed request', async () => {
    const paths = Object.keys(await builtPages()).filter((p) => !p.includes('.'));
    const context = await session.browser.newContext();
    // Content-Security-Policy violations are recorded as the page reports them.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const page = await context.newPage();
    for (const path of [...paths, '/no-such-page', '/products/no-such-product']) {
      const notFound = path.startsWith('/no-such') || path.includes('no-such');
      const problems = watchProblems(page, (url) => (notFound && new URL(url).pathname === path ? 404 : 200));
      await page.goto(session.server.url + path, { waitUntil: 'load' });
      await wakeIslands(page);
      await page.waitForLoadState('networkidle');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('requestfailed');
      page.removeAllListeners('response');
      assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] }, `problems on ${path}`);
    }
    await context.close();
  });
});

describe('navigation inside the site', () => {
  it('a link click renders the new page without reloading, updates the title and starts at the top', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${session.server.url}/services`);
    await wakeIslands(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('main a[href="/services/cloud-infrastructure"]').first().click();
    await page.waitForURL('**/services/cloud-infrastructure');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Cloud Infrastructure');
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      true,
      'the page reloaded',
    );
    assert.match(await page.title(), /^Cloud Infrastructure/);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await page.close();
  });
});

describe('smooth scrolling', () => {
  const lenisRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/lenis-[^/]*\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
    });
    return seen;
  };

  it('downloads Lenis only when a mouse wheel turns, then smooths the wheel', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests = lenisRequests(page);
    await page.goto(`${session.server.url}/about`);
    await wakeIslands(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests, [], 'Lenis was downloaded before any wheel turned');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('lenis')), false);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'), undefined, {
      timeout: 5000,
    });
    assert.equal(requests.length, 1);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((start) => window.scrollY > start, before, { timeout: 5000 });
    await page.close();
  });

  it('never loads under prefers-reduced-motion', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const requests = lenisRequests(page);
    await page.goto(`${session.server.url}/about`);
    await wakeIslands(page);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 5000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests, []);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('lenis')), false);
    await page.close();
  });
});
