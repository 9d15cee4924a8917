// The builder holds a landing page as Puck's data; the API carries it as a
// draft. A page opened in the builder and saved untouched must be the same
// draft, so the server writes the same bytes: this takes every landing page of
// the repository through Puck's data and back.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LandingDraft } from '../../../src/content/editor-api.ts';
import { widgetEntries } from '../../../widgets/catalogue.ts';
import { parseLandingSource } from '../../../tools/build/content/landing-document.ts';
import { landingFrontMatter } from '../../../tools/build/content/landing-schema.ts';
import { landingDir } from '../../../tools/build/content/load-landing-pages.ts';
import {
  draftOf,
  emptyProps,
  landingKeys,
  PROSE,
  puckPageOf,
  withPlaces,
} from '../../../pages/admin/landing/puck-data.ts';

const attributesOf = (widget: string) =>
  widgetEntries.find((entry) => entry.doc.name === widget)?.doc.attributes.map((attribute) => attribute.name) ?? [];
const ids = () => {
  let n = 0;
  return () => `block-${++n}`;
};
const pages = readdirSync(landingDir).filter((name) => name.endsWith('.md'));

/** What Puck does to a block's props when a field is set: the key keeps its place, the value changes. */
const setProp = (props: Record<string, unknown>, key: string, value: unknown) => ({ ...props, [key]: value });

describe('Puck data and the landing draft', () => {
  it('finds the repository’s landing pages', () => {
    assert.ok(pages.length >= 3, `only ${pages.length} pages in ${landingDir}`);
  });

  for (const page of pages) {
    it(`${page}: opened in the builder and left as it is, is the same draft, keys and attributes in their order`, () => {
      const draft = parseLandingSource(readFileSync(path.join(landingDir, page), 'utf8'));
      const back = draftOf(puckPageOf(draft, attributesOf, ids()));
      assert.deepEqual(back, draft);
      // deepEqual ignores key order; the file's order is what the server writes.
      assert.deepEqual(Object.keys(back.frontMatter), Object.keys(draft.frontMatter));
      back.blocks.forEach((block, index) => {
        const before = draft.blocks[index]!;
        if (block.kind === 'section' && before.kind === 'section') {
          assert.deepEqual(Object.keys(block.attributes), Object.keys(before.attributes), `block ${index}`);
        }
      });
    });
  }

  it('gives each block an id, its type its widget (Prose for Markdown), and a place for every attribute not set', () => {
    const draft: LandingDraft = {
      kind: 'landing',
      frontMatter: { title: 'T', slug: 't' },
      blocks: [
        { kind: 'prose', markdown: '## Hi' },
        { kind: 'section', widget: 'services', attributes: { heading: 'Ours', slugs: 'cloud-infrastructure' } },
      ],
    };
    const page = puckPageOf(draft, attributesOf, ids());
    assert.deepEqual(page.content[0], { type: PROSE, props: { id: 'block-1', markdown: '## Hi' } });
    assert.equal(page.content[1]!.type, 'services');
    assert.equal(page.content[1]!.props.heading, 'Ours');
    assert.ok('limit' in page.content[1]!.props && page.content[1]!.props.limit === undefined);
  });

  it('writes an attribute set later in its contract’s place, and a key set later in the schema’s', () => {
    const draft: LandingDraft = {
      kind: 'landing',
      frontMatter: { title: 'T', description: 'D', slug: 't', faq: [{ question: 'Q', answer: 'A' }] },
      blocks: [{ kind: 'section', widget: 'services', attributes: { heading: 'Ours' } }],
    };
    const page = puckPageOf(draft, attributesOf, ids());
    page.root.props = setProp(page.root.props, 'theme', 'dark');
    page.content[0]!.props = setProp(
      setProp(page.content[0]!.props, 'eyebrow', 'New'),
      'limit',
      3,
    ) as (typeof page.content)[0]['props'];
    const back = draftOf(page);
    assert.deepEqual(Object.keys(back.frontMatter), ['title', 'description', 'slug', 'theme', 'faq']);
    const section = back.blocks[0]!;
    assert.ok(section.kind === 'section');
    // The contract's order: limit, slugs, heading, eyebrow…; a number is written as its digits.
    assert.deepEqual(section.attributes, { limit: '3', heading: 'Ours', eyebrow: 'New' });
    assert.deepEqual(Object.keys(section.attributes), ['limit', 'heading', 'eyebrow']);
  });

  it('leaves out what was cleared or switched off, and writes a switch that is on as a bare attribute', () => {
    const page = puckPageOf(
      {
        kind: 'landing',
        frontMatter: { title: 'T' },
        blocks: [{ kind: 'section', widget: 'enquiry-form', attributes: {} }],
      },
      attributesOf,
      ids(),
    );
    page.root.props = setProp(page.root.props, 'title', '');
    page.content[0]!.props = {
      ...page.content[0]!.props,
      heading: '',
      'service-fixed': true,
      'no-url-prefill': undefined,
    };
    const back = draftOf(page);
    assert.deepEqual(back.frontMatter, {});
    assert.deepEqual(back.blocks[0], {
      kind: 'section',
      widget: 'enquiry-form',
      attributes: { 'service-fixed': true },
    });
  });

  it('knows the landing front matter’s keys in the order the build’s schema writes them', () => {
    assert.deepEqual([...landingKeys], Object.keys(landingFrontMatter.shape));
  });

  it('places missing keys after the nearest earlier one present', () => {
    // The page's own order wins (slug before title); description goes after title, lang after slug.
    assert.deepEqual(Object.keys(withPlaces({ slug: 1, title: 2 }, ['title', 'description', 'slug', 'lang'])), [
      'slug',
      'lang',
      'title',
      'description',
    ]);
    assert.deepEqual(Object.keys(withPlaces({ b: 1 }, ['a', 'b'])), ['a', 'b']);
    assert.deepEqual(Object.keys(emptyProps(['a', 'b'])), ['a', 'b']);
  });
});
