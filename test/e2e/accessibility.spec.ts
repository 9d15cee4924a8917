// axe-core (WCAG 2.2 A and AA rules) on every route, at a phone's and a laptop's
// width, with the mobile menu closed and open.
import { describe, it, sharedSite } from '../support/e2e-test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { builtPages } from '../support/site-server';
import { layoutIds } from '../../src/layout/layout-ids';
import { wakeIslands } from '../support/site-page';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const session = sharedSite();

async function violations(page: Page): Promise<string[]> {
  // axe arrives through evaluate, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ runTags }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: runTags },
        resultTypes: ['violations'],
      });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    { runTags: tags },
  );
  return results;
}

async function settle(page: Page, path: string) {
  await page.goto(session.server.url + path, { waitUntil: 'load' });
  await wakeIslands(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  for (const width of [375, 1280]) {
    it(`every route has no violation at ${width} px`, async () => {
      const page = await session.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
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
    const page = await session.browser.newPage({ viewport: { width: 375, height: 800 }, bypassCSP: true });
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

  // The routes a visitor meets first; every control on them is walked with Tab.
  const keyboardRoutes = [
    '/',
    '/about',
    '/services',
    '/services/cloud-infrastructure',
    '/products/crm',
    '/career',
    '/contact',
    '/tech-stack',
    '/blog',
    '/blog-single/five-habits-that-keep-your-cloud-bill-predictable',
  ];

  for (const width of [375, 1280]) {
    it(`at ${width} px, Tab reaches every visible control of the key routes, each with a visible focus ring`, async () => {
      const page = await session.browser.newPage({ viewport: { width, height: 900 } });
      const found: string[] = [];
      for (const path of keyboardRoutes) {
        await settle(page, path);
        // Everything a keyboard user should be able to reach: shown, enabled, not taken out of the tab order.
        // (One radio of a group is in the tab order, the arrows move between them, so radios are not listed.)
        await page.evaluate(`(() => {
          const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]):not([type=radio]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
          let index = 0;
          for (const element of document.querySelectorAll(selector)) {
            if (element.closest('[inert], [aria-hidden="true"]') || element.getAttribute('tabindex') === '-1') continue;
            if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
            element.setAttribute('data-kb', String(index++));
          }
        })()`);
        const expected = await page.evaluate(() => document.querySelectorAll('[data-kb]').length);
        const reached = new Set<string>();
        for (let step = 0; step < expected + 40; step++) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate<{
            id: string | null;
            name: string;
            ring: boolean;
            seen: boolean;
          } | null>(`(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const style = getComputedStyle(element);
            const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
            const box = element.getBoundingClientRect();
            return { id: element.getAttribute('data-kb'), name: element.outerHTML.slice(0, 90), ring, seen: box.width > 0 && box.height > 0 };
          })()`);
          if (!focus) continue;
          if (!focus.ring) found.push(`${path}: no focus ring on ${focus.name}`);
          if (!focus.seen) found.push(`${path}: focus went to something not on screen: ${focus.name}`);
          if (focus.id !== null) {
            if (reached.has(focus.id)) break; // round the page and back to the start
            reached.add(focus.id);
          }
        }
        const missed = await page.evaluate(
          (ids) =>
            [...document.querySelectorAll('[data-kb]')]
              .filter((e) => !ids.includes(e.getAttribute('data-kb') ?? ''))
              .map((e) => e.outerHTML.slice(0, 90)),
          [...reached],
        );
        for (const name of missed) found.push(`${path}: Tab never reaches ${name}`);
      }
      await page.close();
      assert.deepEqual(found, []);
    });
  }
});
