import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickBySlug, slugList } from '../../src/ui/pick-by-slug.ts';
import { services } from '../../src/content/services.ts';

const slugsOf = (picked: readonly { slug: string }[]) => picked.map((item) => item.slug);

describe('pickBySlug (a list widget choosing its items)', () => {
  it('shows the services a tag names, in the order it names them', () => {
    const picked = pickBySlug(services, (s) => s.slug, 'it-staffing, cloud-infrastructure');
    assert.deepEqual(slugsOf(picked), ['it-staffing', 'cloud-infrastructure']);
  });

  it('shows every item without slugs, and the first n with a limit, after choosing', () => {
    assert.equal(pickBySlug(services, (s) => s.slug).length, services.length);
    const picked = pickBySlug(services, (s) => s.slug, 'offshore-development,ui-ux,it-staffing', 2);
    assert.deepEqual(slugsOf(picked), ['offshore-development', 'ui-ux']);
  });

  it('leaves out a slug that names nothing, and blanks', () => {
    assert.deepEqual(slugsOf(pickBySlug(services, (s) => s.slug, 'blockchain,,ui-ux')), ['ui-ux']);
    assert.deepEqual(slugList(' a , ,b '), ['a', 'b']);
  });
});
