// A mail form in another language than English hides its English first view
// until React renders it in that language (src/styles/form-language.css). The
// sheet names those languages itself: it must name every one the forms speak
// besides English, or such a form would flash English (or, for one it named
// that the forms do not speak, stay hidden).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { defaultLocale, locales } from '../../src/content/locales.ts';

const css = readFileSync('src/styles/form-language.css', 'utf8');

describe('the form language sheet', () => {
  it('hides the English first view in every language the forms speak besides English, and in no other', () => {
    const hidden = [...css.matchAll(/:host\(:lang\((\w+)\)\) \.it-widget\[lang='en'\]/g)].map(([, code]) => code);
    const others = locales.map((locale) => locale.code).filter((code) => code !== defaultLocale);
    assert.deepEqual(hidden.sort(), [...others].sort());
  });
});
