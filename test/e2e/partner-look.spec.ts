// How the widgets look on a partner's page of another origin: in the site's
// typeface unless the partner sets its own, in its palette by the theme
// attribute, and laid out as the site lays out the same section.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '../support/e2e-test.ts';
import { openPartnerPage } from '../support/partner-page.ts';

/** A partner's strict policy: nothing from anywhere but the site's scripts, pictures, posts and fonts. */
const strictCsp = "default-src 'none'; script-src {site}; img-src {site}; connect-src {site}; font-src {site}";

/**
 * The fonts Chromium drew an element's text in (DevTools' CSS.getPlatformFontsForNode),
 * by family, a web font's marked `(web)`.
 */
async function fontsDrawing(page: Page, script: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { result } = await cdp.send('Runtime.evaluate', { expression: script });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''}`);
}

/** The enquiry form's first label, the text of which Chromium is asked about. */
const firstLabel = "document.querySelector('it-enquiry-form').shadowRoot.querySelector('label').firstChild";

test.describe('the typeface on a partner page', () => {
  test("a widget sets its text in Inter from the site's origin, under a strict CSP", async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openPartnerPage(page, baseURL!, ['it-enquiry-form'], '<it-enquiry-form></it-enquiry-form>', {
      csp: strictCsp,
    });
    await page.evaluate(() => document.fonts.ready);
    assert.deepEqual(await fontsDrawing(page, firstLabel), ['Inter (web)']);
    assert.ok(fonts.length > 0 && fonts.every((url) => url.startsWith(`${baseURL}/assets/fonts/`)), fonts.join());
    assert.deepEqual(violations, []);
  });

  test('--it-font-family on the tag wins, and no Inter file is fetched', async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await openPartnerPage(
      page,
      baseURL!,
      ['it-enquiry-form'],
      '<it-enquiry-form></it-enquiry-form>',
      // Liberation Serif is the serif the test machine has (Debian's fonts-liberation).
      { css: "it-enquiry-form { --it-font-family: 'Liberation Serif', serif; }" },
    );
    await page.evaluate(() => document.fonts.ready);
    assert.deepEqual(await fontsDrawing(page, firstLabel), ['Liberation Serif']);
    assert.deepEqual(fonts, []);
  });
  test('Inter arriving moves nothing: the widget first shows the fallback the site sizes to Inter', async ({
    page,
    baseURL,
  }) => {
    /** Where each text block of the tech stack and the form sits, and how tall it is (the honeypot aside). */
    const blocks = () =>
      page.evaluate(() =>
        ['it-tech-stack', 'it-enquiry-form'].flatMap((tag) =>
          [...document.querySelector(tag)!.shadowRoot!.querySelectorAll('h2, p, label, button')]
            .filter((node) => !node.closest('.it-honeypot'))
            .map((node) => {
              const box = node.getBoundingClientRect();
              return { text: (node.textContent ?? '').trim().slice(0, 20), top: box.top, height: box.height };
            }),
        ),
      );
    // A phone's width, where the longer lines wrap: a face of other widths would wrap them elsewhere.
    await page.setViewportSize({ width: 375, height: 812 });
    const interLoaded = () =>
      [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded');
    const tags = ['it-tech-stack', 'it-enquiry-form'];
    const body = tags.map((tag) => `<${tag}></${tag}>`).join('');
    // Inter never arrives, as on a slow phone at the first paint.
    await page.route(`${baseURL}/assets/fonts/**`, (request) => request.abort());
    await openPartnerPage(page, baseURL!, tags, body);
    await page.evaluate(() => document.fonts.ready);
    assert.ok(!(await page.evaluate(interLoaded)), 'Inter has not loaded');
    const inFallback = await blocks();
    await page.unrouteAll();
    await openPartnerPage(page, baseURL!, tags, body);
    await page.evaluate(() => document.fonts.ready);
    assert.ok(await page.evaluate(interLoaded), 'Inter has loaded');
    const inInter = await blocks();
    assert.deepEqual(
      inInter.map((block) => block.text),
      inFallback.map((block) => block.text),
    );
    // Within 2 px: sub-pixel rounding of a resized face; a line more or less is 25 px.
    const moved = inInter.filter(
      (block, index) =>
        Math.abs(block.top - inFallback[index]!.top) > 2 || Math.abs(block.height - inFallback[index]!.height) > 2,
    );
    assert.deepEqual(moved, []);
  });
});

test.describe('the layout on a partner page', () => {
  test('it-tech-stack shows two cards to a row at 375 px, as the site does', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The partner's body keeps the browser's 8 px margin, so the row is narrower than the site's.
    await openPartnerPage(page, baseURL!, ['it-tech-stack'], '<it-tech-stack></it-tech-stack>');
    // offsetTop, the laid-out place: the cards slide in with a transform, which a bounding box would include.
    const tops = await page.evaluate(() =>
      [
        ...document.querySelector('it-tech-stack')!.shadowRoot!.querySelectorAll<HTMLElement>('.it-tech-stack__item'),
      ].map((item) => item.offsetTop),
    );
    assert.equal(tops.length, 6);
    assert.deepEqual([...new Set(tops)].length, 3, `rows at ${tops.join(', ')}`);
  });
});

test.describe('theme="auto" on a partner page', () => {
  /** The colour of the enquiry form's first label on a page with `css`, the visitor's system preferring `scheme`. */
  async function labelColour(page: Page, siteUrl: string, css: string, scheme: 'light' | 'dark') {
    await page.emulateMedia({ colorScheme: scheme });
    await openPartnerPage(page, siteUrl, ['it-enquiry-form'], '<it-enquiry-form theme="auto"></it-enquiry-form>', {
      css,
    });
    return page.evaluate(
      () => getComputedStyle(document.querySelector('it-enquiry-form')!.shadowRoot!.querySelector('label')!).color,
    );
  }
  const light = 'rgb(17, 24, 39)';
  const dark = 'rgb(229, 231, 235)';

  test("follows the page's color-scheme: dark where the page is dark", async ({ page, baseURL }) => {
    assert.equal(await labelColour(page, baseURL!, ':root { color-scheme: dark; }', 'light'), dark);
  });

  test('follows the visitor where the page offers both', async ({ page, baseURL }) => {
    assert.equal(await labelColour(page, baseURL!, ':root { color-scheme: light dark; }', 'dark'), dark);
    assert.equal(await labelColour(page, baseURL!, ':root { color-scheme: light dark; }', 'light'), light);
  });

  test('stays light on a light page, whatever the visitor prefers', async ({ page, baseURL }) => {
    assert.equal(await labelColour(page, baseURL!, ':root { color-scheme: light; }', 'dark'), light);
  });
});
