// A landing page's own colour becomes the custom properties a partner sets on a
// tag: the primary colour, and a darker shade for a hovered button.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accentProperties, accentRule } from '../../src/content/page-accent.ts';
import { contrast } from '../../tools/build/content/accent-contrast.ts';

describe('accentProperties', () => {
  it('sets the primary colour and its hovered shade, in lowercase', () => {
    assert.deepEqual(accentProperties('#0F766E'), {
      '--it-color-primary': '#0f766e',
      '--it-color-primary-strong': '#0b5953',
    });
  });

  it('gives a hovered button more contrast with its white text, never less', () => {
    for (const accent of ['#0f766e', '#1d4ed8', '#c2410c', '#6d28d9']) {
      const strong = accentProperties(accent)['--it-color-primary-strong']!;
      assert.ok(contrast(strong, '#ffffff') > contrast(accent, '#ffffff'), accent);
    }
  });

  it('sets nothing for a page without a colour, or with a value that is not one', () => {
    for (const accent of [undefined, '', 'teal', '#0f766']) assert.deepEqual(accentProperties(accent), {}, accent);
  });
});

describe('accentRule', () => {
  it("is a rule on the page's root for its inline sheet, and nothing without a colour", () => {
    assert.equal(accentRule('#0f766e'), ':root{--it-color-primary:#0f766e;--it-color-primary-strong:#0b5953}');
    assert.equal(accentRule(undefined), '');
  });
});
