// The one escapeHtml behind the lead mail, the "what to fix" page and the
// prerendered <head>: nothing a visitor or an editor writes can open a tag or
// leave an attribute.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from '../../src/forms/escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five characters that end text or an attribute into entities', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity a visitor typed shows as typed', () => {
    assert.equal(escapeHtml('&lt;b&gt; &amp;'), '&amp;lt;b&amp;gt; &amp;amp;');
  });

  it('leaves every other character as it is', () => {
    const text = 'Zoë Ünal – 日本語 👩‍💻 `=/\\ 100%';
    assert.equal(escapeHtml(text), text);
  });
});
