// A landing page's dark palette (src/styles/page-theme.css) against the
// widgets' (src/styles/widget-theme.css): the same colour for every token, so a
// dark page and a dark tag on it agree, and the page's `auto` is its `dark`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';

/** Each `--it-*` a rule of `css` whose selector is `selector` declares, by name. */
function tokensOf(css: string, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.selector !== selector) return;
    rule.walkDecls(/^--it-/, (decl) => {
      found.set(decl.prop, decl.value);
    });
  });
  return found;
}

const page = readFileSync('src/styles/page-theme.css', 'utf8');
const widget = readFileSync('src/styles/widget-theme.css', 'utf8');
/** The dark side of each light-dark() pair of the widgets' theme. */
const widgetDark = new Map(
  [...tokensOf(widget, ":host([theme='dark']),\n:host([theme='auto'])")].map(([name, value]) => [
    name,
    /^light-dark\(\s*(?:var\([^)]*\)|[^,])+,\s*([^)]+)\)$/.exec(value)?.[1]?.trim(),
  ]),
);
const dark = tokensOf(page, ":root[data-theme='dark']");

describe("a landing page's dark palette", () => {
  it("sets every token the widgets' dark theme sets, to the same colour, and no other", () => {
    assert.ok(widgetDark.size >= 10, `${widgetDark.size} widget tokens`);
    assert.deepEqual(Object.fromEntries(dark), Object.fromEntries(widgetDark));
  });

  it("is the page's auto palette too, where the visitor's system prefers dark", () => {
    assert.deepEqual(Object.fromEntries(tokensOf(page, ":root[data-theme='auto']")), Object.fromEntries(dark));
  });

  it('uses no light-dark(), which the HTML checker run on every page cannot read', () => {
    const values: string[] = [];
    postcss.parse(page).walkDecls((decl) => void values.push(decl.value));
    assert.deepEqual(
      values.filter((value) => value.includes('light-dark(')),
      [],
    );
  });
});
