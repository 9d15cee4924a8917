// Invisible format characters in what a visitor types: the ones that reorder
// or hide text go, the ones real writing needs stay.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stripInvisible } from '../../src/forms/strip-invisible.ts';

describe('stripInvisible', () => {
  it('drops bidi overrides, embeddings, isolates and marks, so text reads in the order it was typed', () => {
    assert.equal(stripInvisible('invoice\u202Efdp.exe'), 'invoicefdp.exe');
    assert.equal(stripInvisible('\u202A\u202B\u202C\u202D\u2066a\u2067b\u2068c\u2069\u200E\u200F\u061C'), 'abc');
  });

  it('drops zero-width and other invisible characters: ZWSP, word joiner, invisible operators, BOM, soft hyphen, tags', () => {
    assert.equal(stripInvisible('pass\u200Bw\u2060o\u2061r\u2062d\u2063\u2064\uFEFF\u00AD'), 'password');
    assert.equal(
      stripInvisible('hi\u{E0001}\u{E0069}\u{E0067}\u{E006E}\u{E007F}'),
      'hi',
      'tag characters smuggling "ign"',
    );
    assert.equal(stripInvisible('\u180E\uFFF9x\uFFFA\uFFFB'), 'x');
  });

  it('keeps what real writing needs: joiners in Persian, Indic and emoji, flag tags, Arabic number signs', () => {
    for (const text of [
      'می\u200Cخواهم',
      'ക്\u200D',
      '👩\u200D💻',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      '\u0600\u0661\u0662',
      'Zoë Łukasz 李小龙',
    ])
      assert.equal(stripInvisible(text), text, text);
  });
});
