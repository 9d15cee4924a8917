// A widget shows the first view the build rendered with no attributes, and
// React adopts it, only while the tag's attributes leave that render unchanged.
// The contract says which do (keepsFirstView); this checks each claim by
// rendering the section with the attribute and without.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { widgetCatalog, widgetFiles } from '../../widgets/catalogue';
import type { WidgetAttribute } from '../../widgets/catalogue';
import { renderFirstView, sectionOf } from '../../tools/build/first-view';

/** The section file a widget renders as its first view, from the catalogue. */
const sectionFile = (widget: string): string => path.resolve(widgetFiles(widget).section);

/** A value a partner might give the attribute: not its default, and of its type. */
function sample(attribute: WidgetAttribute): unknown {
  if (attribute.type === 'boolean') return true;
  if (attribute.type === 'number') return Number(attribute.default ?? 0) + 1000;
  return attribute.values?.at(-1) ?? 'Ada Lovelace';
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

describe("the widgets' prerendered first view", () => {
  for (const doc of widgetCatalog) {
    it(`<it-${doc.name}>: every attribute said to keep the first view leaves its markup unchanged`, async () => {
      const Section = await sectionOf(sectionFile(doc.name));
      const plain = renderFirstView(Section);
      assert.match(plain, /^<div part="base" class="it-widget">/);
      // data-layer is defineWidget's and never reaches the section.
      for (const attribute of doc.attributes.filter((a) => a.keepsFirstView && a.name !== 'data-layer')) {
        const withIt = renderFirstView(Section, { [camelCase(attribute.name)]: sample(attribute) });
        assert.equal(withIt, plain, `${attribute.name} changes the first render, so it must not claim keepsFirstView`);
      }
    });
  }

  it('an attribute that changes the render is not said to keep it (the check above can fail)', async () => {
    const Section = await sectionOf(sectionFile('enquiry-form'));
    assert.notEqual(renderFirstView(Section, { service: 'cloud-infrastructure' }), renderFirstView(Section));
  });
});
