// Each page carries inline only its part of the site's stylesheet
// (tools/build/page-stylesheet.ts). The truth it is held to is the whole sheet:
// every rule a page left out must match nothing on that page, in any state a
// visitor can put it in without React (hover, focus) and at any width (a rule
// inside a media query counts whatever the window). And once React wakes, the
// whole sheet is there for what the prerender did not write.
import { builtPages } from '../support/built-pages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';

/** What a left-out rule may not match on the page: one line each, the rule's selector and what it matched. */
function leftOutRulesThatMatch(wholeSheet: string): string[] {
  const flat = (rules: CSSRuleList): CSSRule[] =>
    [...rules].flatMap((rule) =>
      'cssRules' in rule && !(rule instanceof CSSStyleRule) ? flat(rule.cssRules as CSSRuleList) : [rule],
    );
  const own = document.querySelector('style')!.sheet!;
  const kept = new Set(flat(own.cssRules).map((rule) => rule.cssText));
  const whole = new CSSStyleSheet();
  whole.replaceSync(wholeSheet);
  // A visitor can hover and focus anything without script; pseudo-elements belong to their element.
  const stateless = (selector: string) =>
    selector
      .replace(/::?(?:before|after|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+)\b/g, '')
      .replace(/:(?:hover|focus-visible|focus-within|focus|active|visited)\b/g, '')
      .replace(/:(?:not|is|where)\(\s*\)/g, '');
  const matched: string[] = [];
  for (const rule of flat(whole.cssRules)) {
    if (!(rule instanceof CSSStyleRule) || kept.has(rule.cssText)) continue;
    for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
      const query = stateless(selector).trim() || '*';
      let node: Element | null;
      try {
        node = document.querySelector(query);
      } catch {
        matched.push(`${selector}: cannot be checked (as ${query})`);
        continue;
      }
      if (node) matched.push(`${selector} matches <${node.localName} class="${node.className}">`);
    }
  }
  return matched;
}

test('every rule a page leaves out of its inline stylesheet matches nothing on it', async ({ staticPage, request }) => {
  test.slow();
  const pages = await builtPages();
  const addresses = Object.entries(pages)
    .filter(([, file]) => file.endsWith('index.html') || file.endsWith('.html'))
    .filter(([address]) => !address.startsWith('/examples/'))
    .map(([address]) => address);
  expect(addresses.length).toBeGreaterThan(40);
  const home = await request.get('/');
  const href = /data-stylesheet="([^"]+)"/.exec(await home.text())?.[1];
  expect(href, 'the boot script names the whole stylesheet').toBeTruthy();
  const wholeSheet = await (await request.get(href!)).text();
  for (const address of [...addresses, '/no-such-page']) {
    await staticPage.goto(address);
    expect.soft(await staticPage.evaluate(leftOutRulesThatMatch, wholeSheet), address).toEqual([]);
  }
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
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
  expect(await sheets()).toEqual(['inline']);
  await page.mouse.click(5, 400);
  await page.waitForSelector('html[data-client-navigation]', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('a.it-header__brand').click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page.locator('.it-hero').waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), 'the page reloaded').toBe(true);
  expect(await sheets(), "the whole sheet, after the first page's part").toEqual([
    'inline',
    expect.stringMatching(/\/assets\/site-[\w-]+\.css$/),
  ]);
  // The truth: the home page loaded afresh, with its own part inline.
  const fresh = await browser.newPage({ viewport: page.viewportSize()! });
  await fresh.goto('/home', { waitUntil: 'load' });
  expect(await heroLook(page)).toEqual(await heroLook(fresh));
  await fresh.close();
});
