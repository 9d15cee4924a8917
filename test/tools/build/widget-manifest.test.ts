// The Custom Elements Manifest partners' editors read (tools/build/widget-manifest.ts):
// every tag documents every colour token a partner may set, the parts to style
// with ::part(), and the theme attribute.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { customElementsManifest } from '../../../tools/build/widget-manifest.ts';
import { widgetCatalog } from '../../../widgets/catalogue.ts';

const declarations = customElementsManifest(widgetCatalog).modules.map((module) => module.declarations[0]!);
/** Every colour token the site's palette declares (tokens.css): a widget paints with no other. */
const colourTokens = [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/(--it-color-[\w-]+):/g)].map(
  ([, name]) => name!,
);

describe('the widget manifest', () => {
  it('lists every colour token and the typeface as CSS properties of every tag, each described', () => {
    assert.ok(colourTokens.length >= 25, `${colourTokens.length} colour tokens`);
    for (const element of declarations) {
      const listed = new Map(element.cssProperties.map((p) => [p.name, p.description]));
      for (const token of ['--it-font-family', ...colourTokens]) {
        assert.ok(listed.get(token), `${element.tagName} does not document ${token}`);
      }
    }
  });

  it('lists the parts heading, label, field, button and card beside base on every tag', () => {
    for (const element of declarations) {
      const parts = element.cssParts.map((p) => p.name);
      for (const part of ['base', 'heading', 'label', 'field', 'button', 'card'])
        assert.ok(parts.includes(part), `${element.tagName} does not list ::part(${part})`);
    }
  });

  it('documents the theme attribute, light, dark or auto, on every tag', () => {
    for (const element of declarations) {
      const theme = element.attributes.find((a) => a.name === 'theme');
      assert.equal(theme?.type.text, "'light' | 'dark' | 'auto'", element.tagName);
    }
  });
});
