// The one rule both submit paths follow for the lead's context fields (the
// first view's native post before React, and the React form's post).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sourceFieldMax } from '../../src/forms/lead-source.ts';
import { sourceFieldsToPost } from '../../src/ui/source-fields.ts';

const dispatched = { source_page: 'https://partner.example/services', utm_campaign: 'spring' };
const post = (fields: Record<string, unknown>, held: Record<string, string> = {}) =>
  Object.fromEntries(
    sourceFieldsToPost(fields, dispatched, (name) => held[name]).filter(([, value]) => value !== undefined),
  );

describe('the context fields a post carries', () => {
  it("carries the page's own context when no listener and no hidden input changed it", () => {
    assert.deepEqual(post({ ...dispatched }), dispatched);
  });

  it('lets a hidden input the page added win over the context read from the address', () => {
    assert.equal(post({ ...dispatched }, { utm_campaign: 'remembered' }).utm_campaign, 'remembered');
  });

  it('lets an it-submit listener win over a hidden input, and drop a field it deleted', () => {
    const fields: Record<string, unknown> = { ...dispatched, utm_campaign: 'from-listener' };
    delete fields.source_page;
    assert.deepEqual(post(fields, { utm_campaign: 'remembered' }), { utm_campaign: 'from-listener' });
  });

  it('cuts each field to the length the server keeps, and never carries a field it does not know', () => {
    const long = 'x'.repeat(sourceFieldMax('utm_campaign') + 50);
    const sent = post({ ...dispatched, utm_campaign: long, name: 'Ada' });
    assert.equal(sent.utm_campaign, long.slice(0, sourceFieldMax('utm_campaign')));
    assert.equal('name' in sent, false);
  });
});
