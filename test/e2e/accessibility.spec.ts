// axe-core (WCAG 2.2 A and AA rules) on every route at a laptop's width, and on
// one page of each route pattern at a phone's (the two projects of
// playwright.config.ts), with the mobile menu closed and, where the window shows
// its button, open; and the key routes by keyboard.
import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { builtPages, pathPerRoute } from '../support/built-pages';
import { layoutIds } from '../../src/layout/layout-ids';
import { chunkTitle, inChunks } from '../support/in-chunks';
import { showLaterSections, wakeIslands } from '../support/site-page';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every route of the site (not the feeds, the sitemap or the example pages). */
const routes = Object.keys(await builtPages()).filter((p) => !p.includes('.'));

/**
 * What a phone's width is checked on: one page of each route pattern. What
 * the width changes is the layout, which a pattern's pages share (every post
 * is laid out as every other); what their content changes (a post's headings,
 * links and images) is the same at any width, and every page is checked for
 * it at the laptop's width.
 */
const phoneRoutes = new Set((await pathPerRoute()).map(({ path }) => path));

/** Below this width the header folds its links into the menu button. */
const MENU_BELOW_WIDTH = 1024;

const violations = (page: Page) => axeViolations(page, { type: 'tag', values: tags });

async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await wakeIslands(page);
  // axe reads colours from what is painted: a later section not yet shown paints
  // nothing, and its text would be judged against the page's own background.
  await showLaterSections(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

test.describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  test.describe('every route', () => {
    // axe itself arrives outside the page's CSP, which would refuse what it injects to measure.
    test.use({ bypassCSP: true });
    for (const chunk of inChunks(routes, 12)) {
      test(`${chunkTitle(chunk, routes)}: no violation, nor with the mobile menu open where the window has the menu button`, async ({
        warmPage: page,
        width,
      }) => {
        const found: string[] = [];
        const phone = width < MENU_BELOW_WIDTH;
        for (const path of phone ? chunk.filter((path) => phoneRoutes.has(path)) : chunk) {
          await settle(page, path);
          found.push(...(await violations(page)).map((problem) => `${path}: ${problem}`));
          // The same visit, the menu opened: what a phone's visitor meets next.
          const menuButton = page.locator(`#${layoutIds.menuButton}`);
          if ((await menuButton.isVisible()) !== phone)
            found.push(`${path}: the menu button is ${phone ? 'hidden' : 'shown'} at ${width} px`);
          if (!phone) continue;
          await menuButton.click();
          await page.waitForSelector('[role="dialog"][aria-modal="true"]');
          found.push(...(await violations(page)).map((problem) => `${path} (menu open): ${problem}`));
        }
        expect(found).toEqual([]);
      });
    }
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
