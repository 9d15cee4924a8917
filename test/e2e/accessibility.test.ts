// axe-core (WCAG 2.2 A and AA rules) on every route, at a phone's and a laptop's
// width, with the mobile menu closed and open.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { startSite, builtPages, type SiteServer } from '../support/site-server';
import { launchBrowser } from '../support/browser';
import { layoutIds } from '../../src/layout/layout-ids';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: SiteServer;
let browser: Browser;
before(async () => {
  server = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await server.close();
});

async function violations(page: Page): Promise<string[]> {
  const results = await page.evaluate(
    async ({ source, runTags }) => {
      // axe arrives through evaluate, which the page's CSP does not govern.
      if (!('axe' in window)) new Function(source)();
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: runTags }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    },
    { source: axeSource, runTags: tags },
  );
  return results;
}

async function settle(page: Page, path: string) {
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  for (const width of [375, 1280]) {
    it(`every route has no violation at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
      const found: string[] = [];
      for (const path of Object.keys(await builtPages()).filter((p) => !p.includes('.'))) {
        await settle(page, path);
        for (const problem of await violations(page)) found.push(`${path}: ${problem}`);
      }
      await page.close();
      assert.deepEqual(found, []);
    });
  }

  it('every route has no violation at 375 px with the mobile menu open', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 }, bypassCSP: true });
    const found: string[] = [];
    for (const path of Object.keys(await builtPages()).filter((p) => !p.includes('.'))) {
      await settle(page, path);
      await page.locator(`#${layoutIds.menuButton}`).click();
      await page.waitForSelector('[role="dialog"][aria-modal="true"]');
      for (const problem of await violations(page)) found.push(`${path} (menu open): ${problem}`);
    }
    await page.close();
    assert.deepEqual(found, []);
  });
});
