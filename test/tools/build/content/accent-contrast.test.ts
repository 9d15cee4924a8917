// A landing page's own colour must leave its text readable: the build and the
// editor refuse an accent that falls below WCAG AA (4.5:1) against what it is
// drawn with in the page's palette, and say which pair and by how much.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import postcss from 'postcss';
import { siteAccent } from '../../../../src/content/page-accent.ts';
import { accentPairs, contrast, faintAccent } from '../../../../tools/build/content/accent-contrast.ts';

/** Each `--it-*` a rule of `file` whose selector is `selector` declares, by name. */
function tokensOf(file: string, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    if (rule.selector === selector) rule.walkDecls(/^--it-/, (decl) => void found.set(decl.prop, decl.value));
  });
  return found;
}

const light = tokensOf('src/styles/tokens.css', ':root,\n:host');
const dark = tokensOf('src/styles/page-theme.css', ":root[data-theme='dark']");

describe('contrast', () => {
  it("gives WCAG's ratios: black on white 21:1, a colour on itself 1:1, the site's blue on white 6.7:1", () => {
    assert.equal(contrast('#000000', '#ffffff'), 21);
    assert.equal(contrast('#0f766e', '#0f766e'), 1);
    assert.equal(contrast(siteAccent, '#ffffff').toFixed(2), '6.70');
  });
});

describe('faintAccent', () => {
  it('passes a colour white text and links read well on, in every palette', () => {
    for (const theme of [undefined, 'light', 'dark', 'auto']) assert.equal(faintAccent('#0f766e', theme), undefined);
    assert.equal(faintAccent(siteAccent, undefined), undefined);
  });

  it('refuses a light colour at accent, naming the pair, its ratio and what to do', () => {
    assert.deepEqual(faintAccent('#FFD400', undefined), {
      field: 'accent',
      message:
        "#ffd400 against white (its buttons' text and the page behind its links) is 1.4:1; text needs 4.5:1 — choose a darker colour",
    });
    assert.equal(
      faintAccent('#ffd400', 'dark')?.message,
      'white button text on #ffd400 is 1.4:1; text needs 4.5:1 — choose a darker colour',
    );
  });

  it("holds a light page's links on its pale bands to AA too, which a dark page draws in its own blue", () => {
    // White text on #007ba0 is 4.8:1, its links on the #f3f6fb bands 4.47:1: shown as 4.4, never a passing 4.5.
    assert.equal(
      faintAccent('#007ba0', 'light')?.message,
      '#007ba0 as link text on the pale bands (#f3f6fb) is 4.4:1; text needs 4.5:1 — choose a darker colour',
    );
    assert.equal(faintAccent('#007ba0', 'auto')?.field, 'accent', 'auto is light too, where the system is');
    assert.equal(faintAccent('#007ba0', 'dark'), undefined);
  });

  it('leaves a malformed colour to the schema', () => {
    assert.equal(faintAccent('teal', undefined), undefined);
  });

  it("measures against the palettes' own colours: tokens.css, and page-theme.css for a dark page", () => {
    assert.equal(light.get('--it-color-primary'), siteAccent);
    const onPrimary = light.get('--it-color-on-primary');
    assert.deepEqual(
      accentPairs.light.map((pair) => pair.colour),
      [onPrimary, light.get('--it-color-surface-alt')],
      "white text on the accent; the white page (the surface) is the same colour, the bands' is the other",
    );
    assert.equal(light.get('--it-color-surface'), onPrimary);
    assert.equal(light.get('--it-color-link'), 'var(--it-color-primary)', 'links are drawn in the accent');
    assert.deepEqual(
      accentPairs.dark.map((pair) => pair.colour),
      [onPrimary],
    );
    assert.ok(!dark.has('--it-color-on-primary'), 'a dark page keeps white text on its buttons');
    assert.match(dark.get('--it-color-link') ?? '', /^#/, "a dark page's links are its own colour, not the accent");
  });
});
