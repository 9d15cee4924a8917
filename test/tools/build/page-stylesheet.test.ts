// A page carries inline the rules of the blocks it shows, and the rest of the
// sheet is exactly what it left out: together they are the whole, and no rule
// is in both (which would restyle the page when the rest arrives).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageStylesheets } from '../../../tools/build/page-stylesheet.ts';

const sheet = [
  'body{margin:0}',
  '.it-hero{color:red}',
  '.it-hero__title{font-size:3rem}',
  '.it-hero--dark .it-hero__title{color:#fff}',
  '.it-modal{position:fixed}',
  '.it-modal__close,.it-button{cursor:pointer}',
  '.it-card:not(.it-modal){display:block}',
  '@media (width>=768px){.it-hero{padding:2rem}.it-modal{inset:10%}}',
  '@keyframes it-spin{to{transform:rotate(1turn)}}',
  '.it-ripple{position:absolute}',
].join('');

/** The rules of `css`, each as 'media|rule', for comparing sheets as sets. */
function rules(css: string): string[] {
  const found: string[] = [];
  for (const [, media = '', body = ''] of css.matchAll(/@media ([^{]+)\{((?:[^{}]*\{[^}]*\})*)\}/g))
    for (const [rule] of body.matchAll(/[^{}]+\{[^}]*\}/g)) found.push(`${media}|${rule}`);
  const outside = css
    .replace(/@media [^{]+\{(?:[^{}]*\{[^}]*\})*\}/g, '')
    .replace(/@keyframes [^{]+\{[^{}]*\{[^}]*\}\}/g, '');
  for (const [rule] of outside.matchAll(/[^{}]+\{[^}]*\}/g)) found.push(`|${rule}`);
  return found.sort();
}

describe('a page stylesheet', () => {
  const stylesheetOf = pageStylesheets(sheet).of;

  it('keeps the blocks the page shows, modifiers and media queries with them, and leaves out the others', () => {
    const { inline } = stylesheetOf(
      '<section class="it-hero it-hero--dark"><h1 class="it-hero__title">Hi</h1><p class="it-card"><a class="it-button">Go</a></p></section>',
    );
    assert.match(inline, /\.it-hero\{color:red\}/);
    assert.match(inline, /\.it-hero--dark \.it-hero__title/);
    assert.match(inline, /@media \(width>=768px\)\{\.it-hero\{padding:2rem\}\}/);
    assert.doesNotMatch(inline, /\.it-modal\{/);
    assert.doesNotMatch(inline, /inset:10%/);
    // A rule that can still match stays: one selector of a list, a class under :not().
    assert.match(inline, /\.it-modal__close,\.it-button/);
    assert.match(inline, /\.it-card:not\(\.it-modal\)/);
    // Element rules, keyframes and the ripple, which plain DOM code draws on a first press.
    assert.match(inline, /body\{margin:0\}/);
    assert.match(inline, /@keyframes it-spin/);
    assert.match(inline, /\.it-ripple\{/);
  });

  it('gives as the rest exactly what it left out: with the inline part, the whole sheet, and nothing twice', () => {
    const { inline, rest } = stylesheetOf(
      '<section class="it-hero"><p class="it-card"><a class="it-button">Go</a></p></section>',
    );
    const whole = rules(stylesheetOf('<div class="it-hero it-modal it-card it-button">').inline);
    assert.deepEqual(rules(inline + rest), whole);
    const inBoth = rules(inline).filter((rule) => rules(rest).includes(rule));
    assert.deepEqual(inBoth, []);
    assert.equal(rest, '.it-modal{position:fixed}@media (width>=768px){.it-modal{inset:10%}}');
  });

  it('leaves no rest for a page that shows every block', () => {
    assert.equal(stylesheetOf('<div class="it-hero it-modal it-card it-button"></div>').rest, '');
  });

  it("keeps a palette's rules only on the pages of that palette, and gives them to the others' rest", () => {
    const themed = pageStylesheets(
      [
        'body{margin:0}',
        ':root[data-theme=dark]{--it-color-text:#e5e7eb}',
        ':root[data-theme=dark] .it-hero{color:#fff}',
        '@media (prefers-color-scheme:dark){:root[data-theme=auto]{--it-color-text:#e5e7eb}}',
        '.it-preview[data-theme=dark]{background:#111}',
      ].join(''),
    ).of;
    const html = '<section class="it-hero it-preview"></section>';
    const light = themed(html);
    assert.doesNotMatch(light.inline, /:root\[data-theme/);
    // An element's own data-theme (a preview box) is not the page's palette: it stays.
    assert.match(light.inline, /\.it-preview\[data-theme=dark\]/);
    assert.match(light.rest, /:root\[data-theme=dark\]\{/);
    assert.match(light.rest, /:root\[data-theme=dark\] \.it-hero/);
    assert.match(light.rest, /@media \(prefers-color-scheme:dark\)\{:root\[data-theme=auto\]/);
    const dark = themed(html, 'dark');
    assert.match(dark.inline, /:root\[data-theme=dark\]\{/);
    assert.match(dark.inline, /:root\[data-theme=dark\] \.it-hero/);
    assert.doesNotMatch(dark.inline, /data-theme=auto/);
    assert.match(themed(html, 'auto').inline, /:root\[data-theme=auto\]/);
  });
});
