// What the first screen promises without any input. An island that is no form
// wakes on its own once in or near the viewport, and a carousel that turns by
// itself starts turning. A form and tabs do not: they need nothing before the
// visitor touches them, so they stay prerendered HTML, and React with them, until
// the visitor types, presses or scrolls; typed into at once, a form wakes and
// keeps every keystroke (islands.spec.ts shows the same of tabs pressed or keyed).
// An island that never wakes looks like any other in a screenshot, so this checks
// every one near the first screen, on the key routes, with no input at all.
import type { Page } from '@playwright/test';
import { caseStudies } from '../../src/content/case-studies.ts';
import { builtPages } from '../support/built-pages.ts';
import { expect, test } from '../support/e2e-test.ts';
import { holdReact, isFramework, scriptsOf } from '../support/framework-chunks.ts';

const post = Object.keys(await builtPages()).find((page) => page.startsWith('/blog-single/'));
const routes = [
  '/',
  post!,
  '/services',
  '/about',
  '/contact',
  '/career',
  '/login',
  `/projects/${caseStudies[0]?.slug}`,
  '/tech-stack',
  '/lp/cloud-operations',
];

/** How long after load an island that wakes by itself has to do so, and one that waits for use has to keep still. */
const WAKE_MS = 5000;

/**
 * The islands whose box, the union of what their host shows (the host itself has
 * none, being display: contents), meets the first viewport, or for one that waits
 * for use the screen below it too (near enough to have woken at idle); each as
 * its name, whether it waits for use (it holds a form or tabs), whether it
 * promises to come alive with no input (by its rule, `near`, or by a carousel in
 * it that a script of its own turns, `data-autoplay`) and whether it is alive:
 * hydrated, or its carousel turning. Forms and tabs are known by their markup,
 * not their rule: one left to the default rule is then one that wakes.
 */
const NEAR_ISLANDS = `[...document.querySelectorAll('[data-island]')]
  .map((host) => {
    const range = document.createRange();
    range.selectNodeContents(host);
    const waits = Boolean(host.querySelector('form, [role="tablist"]'));
    return { host, box: range.getBoundingClientRect(), waits };
  })
  .filter(({ box, waits }) =>
    box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight * (waits ? 2 : 1) && box.right > 0 && box.left < innerWidth)
  .map(({ host, waits }) => ({
    name: host.dataset.island,
    waits,
    promised: host.dataset.wake === 'near' || Boolean(host.querySelector('[data-autoplay]')),
    alive: host.dataset.awake !== undefined || host.dataset.waking !== undefined || Boolean(host.querySelector('[data-autoplaying]')),
  }))`;

/** An island as {@link NEAR_ISLANDS} reports it. */
type Near = { name: string; waits: boolean; promised: boolean; alive: boolean };

const nearIslands = (page: Page) => page.evaluate<Near[]>(NEAR_ISLANDS);

test.describe('islands in the first viewport', () => {
  for (const route of routes) {
    test(`on ${route}, every island the first screen shows wakes within 5 s of load with no input, forms and tabs aside`, async ({
      page,
    }) => {
      await page.goto(route, { waitUntil: 'load' });
      const asleep = async () =>
        (await nearIslands(page))
          .filter((island) => !island.waits && (island.promised || island.alive) && !island.alive)
          .map((island) => island.name);
      await expect
        .poll(asleep, { timeout: WAKE_MS, message: `islands of ${route} still asleep 5 s after load` })
        .toEqual([]);
    });

    test(`on ${route}, a form or tabs on or just below the first screen are still asleep 5 s after load with no input`, async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForTimeout(WAKE_MS);
      const waiting = (await nearIslands(page)).filter((island) => island.waits);
      expect(
        waiting.filter((island) => island.alive).map((island) => island.name),
        'forms or tabs awake with no input',
      ).toEqual([]);
      // With nothing else awake, nothing brought React: a form or tabs near the first screen fetched none.
      if (waiting.length > 0 && (await page.locator('[data-island][data-waking]').count()) === 0) {
        expect(scripts.filter(isFramework), 'React loaded for a form or tabs nobody touched').toEqual([]);
      }
    });
  }
});

/** A value each kind of text field accepts, so a field left wanting shows it was not handed over. */
const typed = { email: 'ada@example.com', tel: '+44 20 7946 0958', text: 'Ada Lovelace' } as const;

for (const [route, island] of [
  ['/contact', 'EnquiryForm'],
  ['/career', 'CareersForm'],
] as const) {
  test(`on ${route}, the form typed into at once wakes and keeps every keystroke, which React then holds`, async ({
    page,
  }) => {
    const release = await holdReact(page);
    await page.goto(route, { waitUntil: 'commit' });
    const form = page.locator(`[data-island="${island}"] form`);
    const fields = form.locator('input.it-field__control:not([type=file]):not([type=checkbox])');
    await fields.first().waitFor();
    const count = await fields.count();
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      const type = (await field.getAttribute('type')) ?? 'text';
      await field.pressSequentially(typed[type as keyof typeof typed] ?? typed.text);
    }
    release();
    await page.waitForSelector(`[data-island="${island}"][data-awake]`, { state: 'attached', timeout: 10_000 });
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      const type = (await field.getAttribute('type')) ?? 'text';
      await expect(field, `field ${i + 1} once React came`).toHaveValue(
        typed[type as keyof typeof typed] ?? typed.text,
      );
    }
    // React's own state holds them: a send names what is still missing, none of the fields typed in.
    await form.locator('button[type=submit]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    for (let i = 0; i < count; i++) await expect(fields.nth(i)).not.toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).pathname, 'the form posted natively').toBe(route);
  });
}
