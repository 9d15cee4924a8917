// Each page carries inline only its part of the site's stylesheet, and names the
// rest of it, which it applies when React first wakes there
// (tools/build/page-stylesheet.ts). The truth both are held to is the whole
// sheet: together they hold every rule of it, and every rule of the rest matches
// nothing on the page, in any state a visitor can put it in without React
// (hover, focus) and at any width (a rule inside a media query counts whatever
// the window), so applying the rest restyles nothing. Before another page, the
// whole sheet is applied, in the site's cascade order.
import { builtPages } from '../support/built-pages.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test.ts';

/**
 * What is wrong with the page's inline part and `rest` against `whole`: one line
 * for each rule of the whole in neither, and for each rule of the rest that
 * matches something on the page.
 */
function faultsOfSplit([whole, rest]: [string, string]): string[] {
  /** Each style rule, keyframes or font face, with the media queries around it. */
  const flat = (rules: CSSRuleList, around = ''): [string, CSSRule][] =>
    [...rules].flatMap((rule): [string, CSSRule][] =>
      rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule
        ? flat(rule.cssRules, `${around}@${rule.conditionText} `)
        : [[`${around}${rule.cssText}`, rule]],
    );
  const sheet = (text: string) => {
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(text);
    return flat(parsed.cssRules);
  };
  const inline = new Set(flat(document.querySelector('style')!.sheet!.cssRules).map(([text]) => text));
  const restRules = sheet(rest);
  const inRest = new Set(restRules.map(([text]) => text));
  const faults = sheet(whole)
    .filter(([text]) => !inline.has(text) && !inRest.has(text))
    .map(([text]) => `in neither part: ${text.slice(0, 120)}`);
  // A visitor can hover and focus anything without script; pseudo-elements belong to their element.
  const stateless = (selector: string) =>
    selector
      .replace(/::?(?:before|after|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+)\b/g, '')
      .replace(/:(?:hover|focus-visible|focus-within|focus|active|visited)\b/g, '')
      .replace(/:(?:not|is|where)\(\s*\)/g, '');
  for (const [, rule] of restRules) {
    if (!(rule instanceof CSSStyleRule)) continue;
    for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
      const query = stateless(selector).trim() || '*';
      let node: Element | null;
      try {
        node = document.querySelector(query);
      } catch {
        faults.push(`${selector}: cannot be checked (as ${query})`);
        continue;
      }
      if (node) faults.push(`in the rest, ${selector} matches <${node.localName} class="${node.className}">`);
    }
  }
  return faults;
}

test("every page's two parts of the stylesheet make the whole, and its rest matches nothing on it", async ({
  staticPage,
  request,
}) => {
  test.slow();
  const pages = await builtPages();
  const addresses = Object.entries(pages)
    .filter(([address, file]) => file.endsWith('.html') && !address.startsWith('/examples/'))
    .map(([address]) => address);
  expect(addresses.length).toBeGreaterThan(40);
  const named = async (attribute: string) => {
    const href = await staticPage.locator(`script[${attribute}]`).getAttribute(attribute);
    expect(href, `the boot script names ${attribute}`).toBeTruthy();
    return (await request.get(href!)).text();
  };
  await staticPage.goto('/');
  const whole = await named('data-stylesheet');
  for (const address of [...addresses, '/no-such-page']) {
    await staticPage.goto(address);
    const rest = await named('data-stylesheet-rest');
    expect.soft(await staticPage.evaluate(faultsOfSplit, [whole, rest] as [string, string]), address).toEqual([]);
  }
});

/** The page's stylesheets: 'inline', then each linked sheet's path. */
const sheetsOf = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : 'inline')));

test('an island waking applies the rest of the stylesheet, not the whole', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'load' });
  const rest = await page.locator('script[data-stylesheet-rest]').getAttribute('data-stylesheet-rest');
  await page.getByLabel('Your Name').focus();
  await page.waitForSelector('[data-island="EnquiryForm"][data-awake]', { state: 'attached' });
  expect(await sheetsOf(page)).toEqual(['inline', rest]);
});

/** How the home page's hero looks: a few of the properties its own rules set. */
const heroLook = (page: Page) =>
  page.locator('.it-hero').evaluate((hero) => {
    const title = hero.querySelector('.it-hero__title')!;
    const look = (node: Element) => {
      const style = getComputedStyle(node);
      return [style.display, style.paddingTop, style.backgroundColor, style.backgroundImage, style.color];
    };
    return { hero: look(hero), title: [...look(title), getComputedStyle(title).fontSize] };
  });

test('a page reached by a link once React woke looks as the page loaded afresh', async ({ page, browser }) => {
  // The privacy policy shows no hero, so its own part of the sheet has no hero rules.
  await page.goto('/privace', { waitUntil: 'load' });
  expect(await sheetsOf(page)).toEqual(['inline']);
  await page.mouse.click(5, 400);
  await page.waitForSelector('html[data-client-navigation]', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('a.it-header__brand').click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.locator('.it-hero').waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'the page reloaded').toBe(true);
  const whole = await page.locator('script[data-stylesheet]').getAttribute('data-stylesheet');
  expect((await sheetsOf(page)).at(-1), 'the whole sheet, last').toBe(whole);
  // The truth: the home page loaded afresh, with its own part inline.
  const fresh = await browser.newPage({ viewport: page.viewportSize()! });
  await fresh.goto('/home', { waitUntil: 'load' });
  expect(await heroLook(page)).toEqual(await heroLook(fresh));
  await fresh.close();
});
