// The widgets' theme palettes (src/styles/widget-theme.css) against the site's
// tokens (src/styles/tokens.css): the light side of every pair is the site's own
// colour, so theme="light" and theme="auto" on a light page look like the site,
// and a partner reads every token the theme sets in the manifest.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { themeProperties } from '../../src/content/widgets/common.ts';

const theme = readFileSync('src/styles/widget-theme.css', 'utf8');
const tokens = readFileSync('src/styles/tokens.css', 'utf8');

/** Each `--it-*: light-dark(light, dark)` of the theme sheet. */
const pairs = [...theme.matchAll(/(--it-[\w-]+):\s*light-dark\(\s*((?:var\([^)]*\)|[^,])+),\s*([^)]+)\)/g)].map(
  ([, name, light, dark]) => ({ name: name!, light: light!.trim(), dark: dark!.trim() }),
);
/** The site's value of each token, as tokens.css declares it. */
const site = new Map(
  [...tokens.matchAll(/(--it-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
);

describe("a widget's theme", () => {
  it('sets the palette in light-dark() pairs, one per token it changes', () => {
    assert.ok(pairs.length >= 10, `${pairs.length} pairs`);
    assert.equal(new Set(pairs.map((p) => p.name)).size, pairs.length);
  });

  it("has the site's own colour on the light side of every pair", () => {
    for (const { name, light } of pairs) {
      assert.ok(site.has(name), `${name} is not a token of tokens.css`);
      // A derived token's light side is what it derives from (var(--it-color-dark)).
      assert.equal(light, site.get(name), name);
    }
  });

  it('changes only tokens the manifest documents for partners', () => {
    const documented = new Set(themeProperties.map((p) => p.name));
    for (const { name } of pairs) assert.ok(documented.has(name), `${name} is not in themeProperties`);
  });
});
