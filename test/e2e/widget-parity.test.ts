// Each widget, alone on a plain page, against the same section on the site at
// the same width: a partner's copy must look like the company's own page.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteInChromium } from '../support/browser';
import { openPlainPage, plainWidgetPage, tagHtml } from '../support/plain-widget-page';
import { openSitePage, siteShotStyle } from '../support/site-page';
import { screenshotContext, settle, steadyShot, viewports, type Viewport } from '../support/steady-page';
import { compareScreenshots } from '../support/visual';
import { widgetSections, type WidgetSection } from '../support/widget-sections';

const session = siteInChromium();

/** A fresh page at `viewport`; closed with its context by `use`'s caller. */
async function withPage<T>(viewport: Viewport, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await screenshotContext(session.browser, viewport);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The section on the site: its screenshot and the width the widget's wrapper takes. */
function shootSection(section: WidgetSection, viewport: Viewport, name: string) {
  return withPage(viewport, async (page) => {
    await openSitePage(page, session.server.url, section.path);
    if (section.reduceTo) await page.evaluate(section.reduceTo);
    await settle(page);
    const element = page.locator(section.selector).first();
    // Where the section starts on the page, below the pixel: the widget starts as far into its pixel row.
    const [width, offset] = (await element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return [box.width, (box.top + window.scrollY) % 1];
    })) as [number, number];
    return { width, offset, png: await steadyShot(`${name}.site`, element, { style: siteShotStyle }) };
  });
}

/** The widget on a plain page, in a wrapper as wide as its section on the site. */
function shootWidget(section: WidgetSection, viewport: Viewport, box: { width: number; offset: number }, name: string) {
  return withPage(viewport, async (page) => {
    const html = plainWidgetPage([section.tag], box, tagHtml(section.tag, section.attributes));
    await openPlainPage(page, session.server.url, html, [section.tag]);
    await settle(page);
    return steadyShot(`${name}.widget`, page.locator(section.tag));
  });
}

// Three pages at a time: the machine has two cores, and most of a test is waiting for loads.
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
  }
});
