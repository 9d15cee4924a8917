// A widget shows the first view the build rendered with no attributes, and
// React adopts it, only while the tag's attributes leave that render unchanged.
// The contract says which do (keepsFirstView); this checks each claim by
// rendering the section with the attribute and without.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { widgetCatalog, widgetFiles } from '../../widgets/catalogue.ts';
import type { WidgetAttribute } from '../../widgets/catalogue.ts';
import { renderFirstView, sectionOf } from '../../tools/build/first-view.tsx';
import { company } from '../../src/content/company.ts';

/** The section file a widget renders as its first view, from the catalogue. */
const sectionFile = (widget: string): string => path.resolve(widgetFiles(widget).section);

/** A value a partner might give the attribute: not its default, and of its type. */
function sample(attribute: WidgetAttribute): unknown {
  if (attribute.type === 'boolean') return true;
  if (attribute.type === 'number') return Number(attribute.default ?? 0) + 1000;
  return attribute.values?.at(-1) ?? 'Ada Lovelace';
}

/**
 * The plain first view as first-view.ts shows it for a tag whose slot attribute
 * is `value`: the words in the element marked for them, or the link's address.
 */
function filled(plain: string, attribute: WidgetAttribute, value: string): string {
  const marked = (mark: string) => new RegExp(`(<[^>]*${mark}="${attribute.name}"[^>]*>)([^<]*)<`);
  if (attribute.firstViewSlot === 'href') {
    return plain.replace(
      marked('data-it-href'),
      (_, tag: string, text: string) => `${tag.replace(/href="[^"]*"/, `href="${company.url}${value}"`)}${text}<`,
    );
  }
  // A line the section leaves out without words is kept hidden for them, and shown once filled.
  return plain.replace(marked('data-it-text'), (_, tag: string) => `${tag.replace(' hidden=""', '')}${value}<`);
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

describe("the widgets' prerendered first view", () => {
  for (const doc of widgetCatalog) {
    it(`<it-${doc.name}>: every attribute said to keep the first view leaves its markup unchanged`, async () => {
      const Section = await sectionOf(sectionFile(doc.name));
      const plain = renderFirstView(Section);
      assert.match(plain, /^<div part="base" class="it-widget" lang="en" dir="ltr">/);
      // data-layer is defineWidget's and never reaches the section.
      for (const attribute of doc.attributes.filter((a) => a.keepsFirstView && a.name !== 'data-layer')) {
        const withIt = renderFirstView(Section, { [camelCase(attribute.name)]: sample(attribute) });
        assert.equal(withIt, plain, `${attribute.name} changes the first render, so it must not claim keepsFirstView`);
      }
    });
  }

  for (const doc of widgetCatalog.filter((d) => d.attributes.some((a) => a.firstViewSlot))) {
    it(`<it-${doc.name}>: each attribute's words go where its first view marks them, and nowhere else`, async () => {
      const Section = await sectionOf(sectionFile(doc.name));
      const plain = renderFirstView(Section);
      for (const attribute of doc.attributes.filter((a) => a.firstViewSlot)) {
        const value = attribute.firstViewSlot === 'href' ? '/contact' : 'Ada Lovelace';
        const withIt = renderFirstView(Section, { [camelCase(attribute.name)]: value });
        assert.notEqual(withIt, plain, `${attribute.name} shows in the render`);
        assert.equal(
          withIt,
          filled(plain, attribute, value),
          `${attribute.name} is shown where the first view marks it`,
        );
      }
    });
  }

  it('an attribute that changes the render is not said to keep it (the check above can fail)', async () => {
    const Section = await sectionOf(sectionFile('enquiry-form'));
    assert.notEqual(renderFirstView(Section, { service: 'cloud-infrastructure' }), renderFirstView(Section));
  });
});
