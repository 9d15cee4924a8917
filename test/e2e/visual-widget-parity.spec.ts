// Each widget, alone on a plain page, against the same section on the site at
// the same width: a partner's copy must look like the company's own page.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, screenshotOptions, test } from '../support/e2e-test.ts';
import { shootToast } from '../support/toast-shot.ts';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page.ts';
import { openSitePage, showLaterSections, siteShotStyle } from '../support/site-page.ts';
import { settle, steadyShot } from '../support/steady-page.ts';
import { compareScreenshots } from '../support/visual.ts';
import { widgetSections, type WidgetSection } from '../support/widget-sections.ts';

test.use(screenshotOptions);

/** Where an element sits: its width, and how far into its first pixel row it starts (0-1). */
async function placeOf(element: Locator): Promise<{ width: number; offset: number }> {
  const [width, offset] = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return [box.width, (box.top + window.scrollY) % 1];
  });
  return { width, offset };
}

/** The site pages that show more than one section as the site draws them (no `reduceTo`): /. */
const sharedPaths = new Set(
  widgetSections
    .filter((section) => !section.reduceTo)
    .map((section) => section.path)
    .filter((path, index, paths) => paths.indexOf(path) !== index),
);

/**
 * Those pages, opened once per worker and window (each width has its own
 * context) and kept for every section they show: ten sections are on /, the
 * heaviest page, which would otherwise be loaded, woken and settled again for
 * each. Nothing here changes the page; a section that must be changed
 * (`reduceTo`) gets a fresh page of its own.
 */
const keptPages = new WeakMap<BrowserContext, Map<string, Promise<Page>>>();

function keptSitePage(context: BrowserContext, path: string): Promise<Page> {
  const pages = keptPages.get(context) ?? new Map<string, Promise<Page>>();
  keptPages.set(context, pages);
  let kept = pages.get(path);
  if (!kept) {
    kept = context.newPage().then(async (page) => {
      await openSitePage(page, '', path);
      await showLaterSections(page);
      return page;
    });
    // A page that failed to open is not kept: the next section tries again.
    kept.catch(() => pages.delete(path));
    pages.set(path, kept);
  }
  return kept;
}

/** The page a section is photographed on: the kept one for a shared page, else `page` opened at its path. */
async function sitePageFor(page: Page, section: WidgetSection): Promise<Page> {
  if (!section.reduceTo && sharedPaths.has(section.path)) return keptSitePage(page.context(), section.path);
  await openSitePage(page, '', section.path);
  await showLaterSections(page);
  if (section.reduceTo) await page.evaluate(section.reduceTo);
  return page;
}

/** The section on the site: its screenshot and its place, which the widget's wrapper copies. */
async function shootSection(
  page: Page,
  section: WidgetSection,
  name: string,
  viewport: { width: number; height: number },
) {
  // A kept page may still have the taller window a section before it needed.
  if (page.viewportSize()?.height !== viewport.height) await page.setViewportSize(viewport);
  await settle(page);
  const element = page.locator(section.selector).first();
  // Chromium cuts an element screenshot short when the element nearly fills the
  // window under the site's sticky header; a taller window shows it whole. Only the
  // height changes, so the section's width and layout stay the visitor's.
  const height = (await element.boundingBox())?.height ?? 0;
  if (height > viewport.height - 160)
    await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) + 320 });
  return { ...(await placeOf(element)), png: await steadyShot(`${name}.site`, element, { style: siteShotStyle }) };
}

/** The widget on a plain page, in a wrapper as wide as its section on the site. */
async function shootWidget(
  page: Page,
  siteUrl: string,
  section: WidgetSection,
  place: { width: number; offset: number },
  name: string,
) {
  const html = plainWidgetPage([section.tag], place, tagHtml(section.tag, section.attributes));
  await openPlainPage(page, siteUrl, html, [section.tag]);
  await settle(page);
  return steadyShot(`${name}.widget`, page.locator(section.tag));
}

test.describe('every widget looks like its section on the site', () => {
  for (const section of widgetSections) {
    test(`${section.tag} looks like ${section.description}`, async ({ warmPage: page, baseURL, width, viewport }) => {
      const name = `parity/${section.tag}@${width}`;
      const site = await shootSection(await sitePageFor(page, section), section, name, viewport!);
      const plain = await page.context().newPage();
      const widget = await shootWidget(plain, baseURL!, section, site, name);
      await plain.close();
      const result = compareScreenshots(name, { label: 'widget', png: widget }, { label: 'site', png: site.png });
      expect(result.ok, result.message).toBe(true);
    });
  }

  test('it-toaster shows the toast of an empty enquiry as /contact does', async ({
    warmPage: page,
    baseURL,
    width,
  }) => {
    const name = `parity/it-toaster@${width}`;
    await openSitePage(page, '', '/contact');
    await settle(page);
    const form = page.locator('.it-form-section form');
    const site = {
      ...(await placeOf(form)),
      png: await shootToast(form, page.locator('.Toastify__toast').first(), `${name}.site`),
    };
    const plain = await page.context().newPage();
    const tags = ['it-enquiry-form', 'it-toaster'];
    await openPlainPage(plain, baseURL!, plainWidgetPage(tags, site, tags.map((tag) => tagHtml(tag)).join('')), tags);
    await settle(plain);
    const widget = await shootToast(
      plain.locator('it-enquiry-form'),
      plain.locator('it-toaster .Toastify__toast').first(),
      `${name}.widget`,
    );
    await plain.close();
    const result = compareScreenshots(name, { label: 'widget', png: widget }, { label: 'site', png: site.png });
    expect(result.ok, result.message).toBe(true);
  });
});
