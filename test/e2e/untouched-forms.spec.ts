// An untouched form says nothing: no field message appears until the visitor
// leaves a field, changes it or submits (issue: 'The project field is required.'
// showed as soon as /contact hydrated). Checked on every page with a form and in
// every form widget, after hydration and a pause for late effects; then the
// messages must appear once the visitor acts, so the test fails both ways.
import assert from 'node:assert/strict';
import { describe, expect, it } from '../support/e2e-test.ts';
import type { Locator, Page } from '@playwright/test';
import { posts } from '../../src/content/blog.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { widgetsReady } from '../support/widget-ready.ts';
import { wakeIslands } from '../support/site-page.ts';

/** How long effects, timers and late focus changes get to show a message nobody asked for. */
const SETTLE_MS = 1000;

/** The pages that hold a form, with the form they hold. */
const formPages = [
  ['/contact', 'the enquiry form'],
  ['/career', 'the careers form'],
  [`/projects/${caseStudies[0]?.slug}`, 'the contact form'],
  [`/blog-single/${posts[0]?.slug}`, 'the comment form'],
  ['/login', 'the sign-in form'],
  ['/register', 'the sign-up form'],
  ['/forgot', 'the forgot-password form'],
] as const;

/** Every form widget on one plain page, with the one attribute that fills a field in advance. */
const widgetPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form widgets</title>
<script type="module" src="/widgets/index.js"></script></head><body>
<it-enquiry-form id="enquiry"></it-enquiry-form>
<it-enquiry-form id="chosen" service="cloud-infrastructure"></it-enquiry-form>
<it-careers-form id="careers"></it-careers-form>
<it-contact-form id="contact"></it-contact-form>
<it-sign-in id="sign-in"></it-sign-in>
<it-sign-up id="sign-up"></it-sign-up>
<it-forgot-password id="forgot"></it-forgot-password>
<it-toaster></it-toaster>
</body></html>`;

const widgetIds = ['enquiry', 'chosen', 'careers', 'contact', 'sign-in', 'sign-up', 'forgot'];

/** The field messages a visitor can see inside `scope` (locators pierce open shadow roots). */
async function visibleMessages(scope: Locator): Promise<string[]> {
  const messages = scope.locator('.it-field__error');
  const texts: string[] = [];
  for (const message of await messages.all())
    if (await message.isVisible()) texts.push((await message.textContent()) ?? '');
  return texts;
}

/** The first text control a visitor fills (not the trap field, not the file). */
const firstField = (form: Locator) =>
  form.locator('input.it-field__control:not([type=file]), textarea.it-field__control').first();

/**
 * Leaving the first field empty shows its message; submitting shows the rest.
 * The first field is emptied first: the sign-in form comes filled in.
 */
async function assertMessagesFollowVisits(form: Locator) {
  const field = firstField(form);
  await field.fill('');
  await field.blur();
  assert.equal((await visibleMessages(form)).length, 1, 'leaving the emptied first field shows its one message');
  await form.locator('button[type=submit]').click();
  await expect
    .poll(async () => (await visibleMessages(form)).length, { message: 'a submit shows the messages' })
    .toBeGreaterThanOrEqual(1);
}

/**
 * Focuses a field, then lets another window take the focus and comes back: the
 * field gets a blur event but was never left. Focus emulation is off, or
 * Chromium would keep every page focused and send no blur at all.
 */
async function switchAwayWhileIn(field: Locator) {
  const page = field.page();
  await (await page.context().newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await field.focus();
  const other = await page.context().newPage();
  await other.bringToFront();
  await other.waitForTimeout(300);
  await page.bringToFront();
  await other.close();
}

/** Opens a page of the built site and waits until the app has hydrated and settled. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await wakeIslands(page);
  await page.waitForTimeout(SETTLE_MS);
}

describe('an untouched form on the site shows no field message', () => {
  for (const [path, form] of formPages) {
    it(`${form} on ${path} stays silent once hydrated, then speaks when a field is left or the form submitted`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      const scope = page.locator('main form.it-form');
      assert.equal(await scope.count(), 1, `one form on ${path}`);
      assert.deepEqual(await visibleMessages(scope), []);
      await assertMessagesFollowVisits(scope);
    });
  }
  it('an empty field the visitor is still in stays silent while another window has the focus', async ({ page }) => {
    await openHydrated(page, '/contact');
    const form = page.locator('main form.it-form');
    await switchAwayWhileIn(firstField(form));
    assert.deepEqual(await visibleMessages(form), []);
  });
});

describe('an untouched form widget shows no field message', () => {
  /** The plain page of widgets, served on the site's origin, with every form rendered (and, unless told, settled). */
  async function openWidgets(page: Page, { settle = true } = {}): Promise<void> {
    await page.route('**/e2e-form-widgets', (route) => route.fulfill({ contentType: 'text/html', body: widgetPage }));
    await page.goto('/e2e-form-widgets');
    await widgetsReady(
      page,
      widgetIds.map((id) => `#${id}`),
    );
    if (settle) await page.waitForTimeout(SETTLE_MS);
  }

  it('no form widget shows a message before the visitor acts', async ({ page }) => {
    await openWidgets(page);
    for (const id of widgetIds)
      assert.deepEqual(await visibleMessages(page.locator(`#${id}`)), [], `<${id}> is silent`);
  });

  it('service="cloud-infrastructure" arrives selected and valid, with no message', async ({ page }) => {
    await openWidgets(page);
    const chosen = page.locator('#chosen');
    assert.equal(await chosen.locator('select[name=project]').inputValue(), 'cloud-infrastructure');
    assert.equal(await chosen.locator('select[name=project]').getAttribute('aria-invalid'), null);
    assert.deepEqual(await visibleMessages(chosen), []);
  });

  it('a service set after the form is on screen is selected, still with no message', async ({ page }) => {
    await openWidgets(page);
    await page.locator('#enquiry').evaluate((element) => element.setAttribute('service', 'ui-ux'));
    const select = page.locator('#enquiry select[name=project]');
    await page.waitForFunction(
      () =>
        (document.querySelector('#enquiry')?.shadowRoot?.querySelector('select') as HTMLSelectElement | null)?.value ===
        'ui-ux',
    );
    assert.equal(await select.inputValue(), 'ui-ux');
    await page.waitForTimeout(200);
    assert.deepEqual(await visibleMessages(page.locator('#enquiry')), []);
  });

  it('an empty widget field the visitor is still in stays silent while another window has the focus', async ({
    page,
  }) => {
    await openWidgets(page);
    const form = page.locator('#enquiry');
    await switchAwayWhileIn(firstField(form));
    assert.deepEqual(await visibleMessages(form), []);
  });

  for (const id of widgetIds.filter((id) => id !== 'chosen')) {
    it(`the ${id} widget shows messages once a field is left or the form submitted`, async ({ page }) => {
      // Only what follows the visitor's acts is checked here: the silence before them is the tests' above.
      await openWidgets(page, { settle: false });
      await assertMessagesFollowVisits(page.locator(`#${id}`));
    });
  }
});
