// The key routes by keyboard, at a phone's width and a laptop's (the two
// projects of playwright.config.ts). axe-core's rules run on every route in
// every-route.spec.ts.
import { expect, test } from '../support/e2e-test.ts';
import type { Page } from '@playwright/test';
import { chunkTitle, inChunks } from '../support/in-chunks.ts';
import { showLaterSections, wakeIslands } from '../support/site-page.ts';

/** A route as a keyboard user meets it: awake, every later section laid out (a control in one not yet shown has no box), held still. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await wakeIslands(page);
  await showLaterSections(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

test.describe('accessibility by keyboard', () => {
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

  for (const chunk of inChunks(keyboardRoutes, 5)) {
    test(`${chunkTitle(chunk, keyboardRoutes)}: Tab reaches every visible control, each with a visible focus ring`, async ({
      warmPage: page,
    }) => {
      const found: string[] = [];
      for (const path of chunk) {
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
      expect(found).toEqual([]);
    });
  }
});
