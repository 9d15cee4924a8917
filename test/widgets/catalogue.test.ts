// widgets/catalogue.ts is the one list of the <it-*> tags: the landing pages'
// sections are made from it, and the island registry, which the page's first
// script holds and so cannot import the contracts, is checked against it. A tag
// added to the catalogue alone reaches the one and is named missing from the other.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandRegistry } from '../../pages/island-registry.ts';
import { landingSections, landingSectionsOf } from '../../pages/landing-sections.ts';
import { landingTags } from '../../tools/build/content/landing-tags.ts';
import { sectionName, widgetEntries, widgetIslandsMissing, type CatalogueEntry } from '../../widgets/catalogue.ts';

/** A section no page has: `<it-pricing-table>`. */
const PricingTable = () => null;

/** A tag added to the catalogue and nowhere else, interactive and unboxed like a form. */
const pricingTable: CatalogueEntry = {
  doc: {
    name: 'pricing-table',
    summary: 'Three plans side by side.',
    attributes: [],
    events: [],
    parts: [],
    cssProperties: [],
    reserve: { mobile: 900, desktop: 500 },
    example: '<it-pricing-table></it-pricing-table>',
  },
  section: () => Promise.resolve({ PricingTable }),
  island: true,
  unboxed: true,
};

describe('the widget catalogue, the one list of tags', () => {
  it('a tag added to the catalogue alone is a landing page section, waking as the island named after it', async () => {
    const sections = await landingSectionsOf([...widgetEntries, pricingTable]);
    assert.deepEqual(sections['pricing-table'], {
      component: PricingTable,
      island: 'PricingTable',
      waitsForUse: false,
      unboxed: true,
    });
    const toaster = widgetEntries.find((entry) => entry.doc.name === 'toaster')!;
    assert.equal(toaster.notOnLandingPages, true);
    assert.equal(sections.toaster, undefined, 'a tag marked for partners only is no landing section');
  });

  it('a tag added to the catalogue alone is named missing from the island registry, with the file to add it to', () => {
    assert.deepEqual(widgetIslandsMissing([...widgetEntries, pricingTable], islandRegistry), [
      'PricingTable (<it-pricing-table>) is not in pages/island-registry.ts',
    ]);
  });

  it('every island the catalogue names is in the island registry', () => {
    assert.deepEqual(widgetIslandsMissing(widgetEntries, islandRegistry), []);
  });

  it("each entry's section import is the module that exports the component named after its tag", async () => {
    for (const entry of widgetEntries) {
      const name = sectionName(entry.doc.name);
      assert.equal(
        typeof (await entry.section())[name],
        'function',
        `<it-${entry.doc.name}>'s section exports ${name}`,
      );
    }
  });

  it('the tags marked to wait for use are the sections that render a form or tabs, whose early input is handed over', async () => {
    const rendering: string[] = [];
    for (const entry of widgetEntries) {
      const Section = (await entry.section())[sectionName(entry.doc.name)] as ComponentType;
      const html = renderToString(createElement(Section));
      if (html.includes('<form') || html.includes('role="tablist"')) rendering.push(entry.doc.name);
    }
    assert.deepEqual(
      widgetEntries.filter((entry) => entry.waitsForUse).map((entry) => entry.doc.name),
      rendering,
    );
  });

  it('every tag a landing page may use has its section, as the site renders it', () => {
    assert.deepEqual(
      Object.keys(landingSections),
      landingTags().map((doc) => doc.name),
    );
    assert.equal(landingSections['enquiry-form']?.island, 'EnquiryForm');
    assert.equal(landingSections.services?.island, undefined, 'a static section stays HTML only');
  });
});
