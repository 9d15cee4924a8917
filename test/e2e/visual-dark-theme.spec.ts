// The widgets' dark theme on a partner's dark page: a near-black page with light
// text of its own, every tag with theme="dark", served from another origin; and
// a form widget in Arabic on a right-to-left partner page.
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotOptions, test } from '../support/e2e-test.ts';
import { axeViolations } from '../support/axe.ts';
import { readPng } from '../support/visual.ts';
import { openPartnerPage } from '../support/partner-page.ts';
import { showLaterSections, wakeIslands } from '../support/site-page.ts';
import { layoutIds } from '../../src/layout/layout-ids.ts';
import { widgetCatalog } from '../../widgets/catalogue.ts';
import { techStacks } from '../../src/content/tech-stacks.ts';

test.use(screenshotOptions);

/** A partner's dark page, as the issue describes it. */
const darkPage = 'body { background: #111; color: #eee; }';

test.describe('theme="dark" on a #111 partner page', () => {
  test('axe finds no contrast failure inside any widget', async ({ page, baseURL, steady }) => {
    const tags = widgetCatalog.map((doc) => `it-${doc.name}`);
    const body = tags.map((tag) => `<${tag} theme="dark"></${tag}>`).join('\n');
    await openPartnerPage(page, baseURL!, tags, body, { css: darkPage });
    await steady(page);
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  });

  test('it-enquiry-form looks like its baseline', async ({ page, baseURL, steady, width }) => {
    const tag = 'it-enquiry-form';
    await openPartnerPage(page, baseURL!, [tag], `<${tag} theme="dark"></${tag}>`, { css: darkPage });
    await steady(page);
    await expect(page.locator(tag)).toHaveScreenshot(`partner-dark-${tag}-${width}.png`);
  });
});

// WCAG's contrast by hand, in four lines: axe-core, already here, judges text
// only and keeps its colour maths internal.
/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/**
 * Of a logo's drawn pixels (those that differ from what is around the image),
 * the share that stands at least 3:1 from it, WCAG's bar for a graphic. Read
 * from the screen: the image and a 4 px ring around it, whose top middle
 * is what the logo is drawn on (a corner may lie outside a rounded tile).
 */
async function visibleShare(page: Page, image: Locator): Promise<number> {
  const box = (await image.boundingBox())!;
  const ring = 4;
  const clip = { x: box.x - ring, y: box.y - ring, width: box.width + 2 * ring, height: box.height + 2 * ring };
  const png = readPng(await page.screenshot({ clip }));
  const at = (x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];
  const backdrop = at(Math.floor(png.width / 2), 1);
  let drawn = 0;
  let visible = 0;
  for (let y = ring * 2; y < png.height - ring * 2; y += 1) {
    for (let x = ring * 2; x < png.width - ring * 2; x += 1) {
      const pixel = at(x, y);
      if (pixel.every((c, i) => Math.abs(c - backdrop[i]!) < 24)) continue;
      drawn += 1;
      if (contrast(pixel, backdrop) >= 3) visible += 1;
    }
  }
  return drawn ? visible / drawn : 0;
}

/** For each technology, the {@link visibleShare} of its logo in `<it-tech-stack>` on a page. */
async function logoShares(page: Page, baseURL: string, theme: string, css: string): Promise<Map<string, number>> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tag = 'it-tech-stack';
  await openPartnerPage(page, baseURL, [tag], `<${tag} ${theme}></${tag}>`, { css });
  const widget = page.locator(tag);
  const shares = new Map<string, number>();
  for (const stack of techStacks) {
    await widget.getByRole('tab', { name: stack.label }).click();
    for (const item of stack.items) {
      const image = widget.locator('.it-tech-stack__item', { hasText: item.name }).first().locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      shares.set(item.name, await visibleShare(page, image));
    }
  }
  return shares;
}

// Brand colours are not chosen for contrast (React's cyan is faint on the light
// card too), so the truth is the site's own light card: on the dark one, each
// logo must stand out about as much as it does there.
test('<it-tech-stack theme="dark">: every logo stands out as it does on the light card', async ({ page, baseURL }) => {
  const light = await logoShares(page, baseURL!, '', '');
  const dark = await logoShares(page, baseURL!, 'theme="dark"', darkPage);
  const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;
  const faint = [...light]
    .filter(([name, share]) => (dark.get(name) ?? 0) < share - 0.2)
    .map(([name, share]) => `${name}: ${percent(dark.get(name))} at 3:1 on dark, ${percent(share)} on light`);
  expect(faint, 'logos fainter on the dark card').toEqual([]);
});

test.describe('a landing page with theme: dark', () => {
  test('axe finds no contrast failure on the whole page, header, footer and open menu included', async ({
    page,
    width,
  }) => {
    await page.goto('/lp/cloud-operations', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await wakeIslands(page);
    await showLaterSections(page);
    const found = await axeViolations(page, ['color-contrast']);
    // The header folds its links into the menu below 1024 px: the menu's own colours are judged there.
    if (width < 1024) {
      await page.locator(`#${layoutIds.menuButton}`).click();
      await page.waitForSelector('[role="dialog"][aria-modal="true"]');
      found.push(...(await axeViolations(page, ['color-contrast'])).map((problem) => `menu open: ${problem}`));
    }
    expect(found).toEqual([]);
  });
});

test.describe('an Arabic partner page (<html lang="ar" dir="rtl">)', () => {
  test('it-enquiry-form in Arabic lays out right to left, scrolls nowhere sideways, and looks like its baseline', async ({
    page,
    baseURL,
    steady,
    width,
  }) => {
    const tag = 'it-enquiry-form';
    await openPartnerPage(page, baseURL!, [tag], `<${tag} lang="ar"></${tag}>`, { lang: 'ar', dir: 'rtl' });
    const form = page.locator(`${tag} form`);
    // The Arabic catalogue arrives after React: its first label is the sign.
    await expect(form.locator('label').first()).toHaveText('اسمك');
    await expect(form).toHaveCSS('direction', 'rtl');
    await steady(page);
    const scroll = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      return { wide: scroller.scrollWidth, window: scroller.clientWidth };
    });
    expect(scroll.wide).toBe(scroll.window);
    await expect(page.locator(tag)).toHaveScreenshot(`partner-ar-${tag}-${width}.png`);
  });
});
