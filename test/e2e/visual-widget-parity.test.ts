// Each widget, alone on a plain page, against the same section on the site at
// the same width: a partner's copy must look like the company's own page.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { siteInChromium } from '../support/browser';
import { shootToast } from '../support/toast-shot';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page';
import { openSitePage, siteShotStyle } from '../support/site-page';
import { screenshotPages, settle, steadyShot, viewports, type Viewport } from '../support/steady-page';
import { compareScreenshots } from '../support/visual';
import { widgetSections, type WidgetSection } from '../support/widget-sections';

const session = siteInChromium();

const withPage = screenshotPages(session);

/** Where an element sits: its width, and how far into its first pixel row it starts (0-1). */
async function placeOf(element: Locator): Promise<{ width: number; offset: number }> {
  const [width, offset] = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return [box.width, (box.top + window.scrollY) % 1];
  });
  return { width, offset };
}

/** The section on the site: its screenshot and its place, which the widget's wrapper copies. */
function shootSection(section: WidgetSection, viewport: Viewport, name: string) {
  return withPage(viewport, async (page) => {
    await openSitePage(page, session.server.url, section.path);
    if (section.reduceTo) await page.evaluate(section.reduceTo);
    await settle(page);
    const element = page.locator(section.selector).first();
    // Chromium cuts an element screenshot short when the element nearly fills the
    // window under the site's sticky header; a taller window shows it whole. Only the
    // height changes, so the section's width and layout stay the visitor's.
    const height = (await element.boundingBox())?.height ?? 0;
    if (height > viewport.height - 160)
      await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) + 320 });
    return { ...(await placeOf(element)), png: await steadyShot(`${name}.site`, element, { style: siteShotStyle }) };
  });
}

/** The widget on a plain page, in a wrapper as wide as its section on the site. */
function shootWidget(
  section: WidgetSection,
  viewport: Viewport,
  place: { width: number; offset: number },
  name: string,
) {
  return withPage(viewport, async (page) => {
    const html = plainWidgetPage([section.tag], place, tagHtml(section.tag, section.attributes));
    await openPlainPage(page, session.server.url, html, [section.tag]);
    await settle(page);
    return steadyShot(`${name}.widget`, page.locator(section.tag));
  });
}

// Three pages at a time: the machine has two cores, and much of a test is waiting for loads.
describe('every widget looks like its section on the site', { concurrency: 3 }, () => {
  for (const viewport of viewports) {
    for (const section of widgetSections) {
      it(`${section.tag} at ${viewport.width} px looks like ${section.description}`, async () => {
        const name = `parity/${section.tag}@${viewport.width}`;
        const site = await shootSection(section, viewport, name);
        const widget = await shootWidget(section, viewport, site, name);
        const result = compareScreenshots(name, { label: 'widget', png: widget }, { label: 'site', png: site.png });
        assert.ok(result.ok, result.message);
      });
    }

    it(`it-toaster at ${viewport.width} px shows the toast of an empty enquiry as /contact does`, async () => {
      const name = `parity/it-toaster@${viewport.width}`;
      const site = await withPage(viewport, async (page) => {
        await openSitePage(page, session.server.url, '/contact');
        await settle(page);
        const form = page.locator('.it-form-section form');
        return {
          ...(await placeOf(form)),
          png: await shootToast(form, page.locator('.Toastify__toast').first(), `${name}.site`),
        };
      });
      const widget = await withPage(viewport, async (page) => {
        const tags = ['it-enquiry-form', 'it-toaster'];
        await openPlainPage(
          page,
          session.server.url,
          plainWidgetPage(tags, site, tags.map((tag) => tagHtml(tag)).join('')),
          tags,
        );
        await settle(page);
        return shootToast(
          page.locator('it-enquiry-form'),
          page.locator('it-toaster .Toastify__toast').first(),
          `${name}.widget`,
        );
      });
      const result = compareScreenshots(name, { label: 'widget', png: widget }, { label: 'site', png: site.png });
      assert.ok(result.ok, result.message);
    });
  }
});
