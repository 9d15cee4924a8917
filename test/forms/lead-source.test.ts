// The context fields every mail form sends, cleaned the same way in the browser and on the server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeParse } from 'zod/mini';
import { sourceFields, sourceText, webAddress } from '../../src/forms/lead-source.ts';
import { leadSourceSchema } from '../../src/forms/lead-source-schema.ts';

describe('where a lead came from', () => {
  it('a page address gives the page, the referrer, its utm_* parameters and the label; empty ones are left out', () => {
    const page = 'https://www.partner.example/cloud?utm_source=newsletter&utm_campaign=spring%20sale&utm_term=';
    assert.deepEqual(sourceFields(page, '', 'sidebar'), {
      source_page: page,
      utm_source: 'newsletter',
      utm_campaign: 'spring sale',
      source_label: 'sidebar',
    });
  });

  it('only http(s) addresses without credentials are addresses', () => {
    assert.equal(webAddress('https://example.com/a b'), 'https://example.com/a%20b');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/contact', 'https://user:pw@example.com/', ''])
      assert.equal(webAddress(bad), undefined, bad);
  });

  it('a text holds no run of spaces that could pass for a new line', () => {
    assert.equal(
      sourceText(`fair${' '.repeat(150)}Partner site: https://evil.example\u00A0\u2003x`, 200),
      'fair Partner site: https://evil.example x',
    );
  });

  it('the schema drops bidi controls and zero-width characters from every context field', () => {
    const { data } = safeParse(leadSourceSchema, {
      utm_source: 'news\u202Eletter\u2066x\u2069\u200E',
      source_label: '\u2066spring\u202E-fair\u2069',
      utm_term: '\u202E\u2066',
      source_page: 'https://www.example.com/\u202Epage',
    });
    assert.deepEqual(
      { ...data },
      {
        utm_source: 'newsletterx',
        source_label: 'spring-fair',
        utm_term: undefined,
        source_page: 'https://www.example.com/page',
      },
    );
  });

  it('a text is one line, cut with an ellipsis at its limit and never inside a character', () => {
    assert.equal(sourceText(' spring\r\nBcc: x ', 200), 'spring Bcc: x');
    assert.equal(sourceText('😀'.repeat(300), 200), `${'😀'.repeat(199)}…`);
    assert.equal(sourceText('  ', 200), undefined);
  });
});
