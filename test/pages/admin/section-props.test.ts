// The builder's preview gives a section the props the build would give it
// (tools/build/content/landing-tags.ts, which the screens may not import):
// the same answer for every tag of every landing page, and for values the
// build refuses, which both leave out.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { widgetEntries } from '../../../widgets/catalogue.ts';
import { landingDir } from '../../../tools/build/content/load-landing-pages.ts';
import { sectionOf, tagLineOf, type TagLine } from '../../../tools/build/content/landing-tags.ts';
import { sectionProps } from '../../../pages/admin/landing/section-props.ts';

const docOf = (widget: string) => widgetEntries.find((entry) => entry.doc.name === widget)!.doc;

/** The build's props for a tag, and ours. */
function both(tag: TagLine) {
  const problems: FieldProblem[] = [];
  const build = sectionOf(tag, 'blocks.0', problems);
  assert.ok(build?.kind === 'section');
  return { build: build.props, ours: sectionProps(docOf(tag.widget), tag.attributes), problems };
}

const tags = readdirSync(landingDir)
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => readFileSync(path.join(landingDir, name), 'utf8').split('\n').map(tagLineOf))
  .filter((tag): tag is TagLine => tag !== undefined);

describe('a section’s props in the preview', () => {
  it('finds tags on the repository’s landing pages', () => assert.ok(tags.length >= 6, `${tags.length} tags`));

  for (const tag of tags) {
    it(`<it-${tag.widget}> with ${Object.keys(tag.attributes).join(', ')}: the build’s props`, () => {
      const { build, ours } = both(tag);
      assert.deepEqual(ours, build);
    });
  }

  it('types a number, a bare boolean, a "false" and a list as the build does', () => {
    const { build, ours } = both({
      widget: 'enquiry-form',
      attributes: { 'service-fixed': true, 'no-url-prefill': 'false', service: 'cloud-infrastructure' },
    });
    assert.deepEqual(ours, build);
    const services = both({
      widget: 'services',
      attributes: { limit: '3', slugs: 'cloud-infrastructure,it-staffing' },
    });
    assert.deepEqual(services.ours, services.build);
    assert.deepEqual(services.ours, { limit: 3, slugs: 'cloud-infrastructure,it-staffing' });
  });

  it('leaves out what the build refuses: a value not allowed, an unknown slug, a number that is none', () => {
    const { build, ours, problems } = both({
      widget: 'services',
      attributes: { 'heading-level': '9', slugs: 'cloud-infrastructure,nope', limit: 'many', heading: 'Kept' },
    });
    assert.equal(problems.length, 3, JSON.stringify(problems));
    assert.deepEqual(ours, build);
    assert.deepEqual(ours, { heading: 'Kept' });
  });

  it('gives a FAQ block the page’s questions, unless it has its own', () => {
    const faq = [{ question: 'Q', answer: 'A' }];
    assert.deepEqual(sectionProps(docOf('faq'), { heading: 'H' }, faq), { items: faq, heading: 'H' });
    assert.deepEqual(sectionProps(docOf('hero'), {}, faq), {});
  });
});
