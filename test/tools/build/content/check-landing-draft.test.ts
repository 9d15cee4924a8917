// Before the builder saves a landing page, the server checks the draft as the
// build would, and each problem comes back next to its field: a setting at its
// name, a tag's attribute at `blocks.N.<attribute>`, a block as a whole at
// `blocks.N`, in the build's own words.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { FieldProblem, LandingDraft } from '../../../../src/content/editor-api.ts';
import { checkLandingDraft } from '../../../../tools/build/content/check-landing-draft.ts';
import { problemLines } from '../../../../tools/build/content/content-error.ts';
import { parseLandingSource, serializeLanding } from '../../../../tools/build/content/landing-document.ts';
import { landingDir, loadLandingPages } from '../../../../tools/build/content/load-landing-pages.ts';
import { folderWith } from './content-fixtures.ts';

const here = { root: '.', otherSlugs: [] };

/** A valid page with `blocks` after a hero, and `frontMatter` over its settings. */
const page = (blocks: LandingDraft['blocks'], frontMatter: LandingDraft['frontMatter'] = {}): LandingDraft => ({
  kind: 'landing',
  frontMatter: {
    title: 'Spring offer',
    description: 'Our spring offer for new clients.',
    slug: 'spring-offer',
    ...frontMatter,
  },
  blocks: [{ kind: 'section', widget: 'hero', attributes: {} }, ...blocks],
});

/** The problems at `field`, by their messages. */
const at = (problems: FieldProblem[], field: string) => problems.filter((p) => p.field === field).map((p) => p.message);

describe('checkLandingDraft', () => {
  it("finds nothing wrong with any landing page in the repository, beside the others' slugs", () => {
    const drafts = readdirSync(landingDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => parseLandingSource(readFileSync(path.join(landingDir, name), 'utf8')));
    for (const draft of drafts) {
      const otherSlugs = drafts.filter((other) => other !== draft).map((other) => other.frontMatter.slug as string);
      assert.deepEqual(checkLandingDraft(draft, { root: '.', otherSlugs }), [], draft.frontMatter.slug as string);
    }
  });

  it("answers each wrong setting at its name, a question's answer at faq.N.answer, in the schema's words", () => {
    const problems = checkLandingDraft(
      page([{ kind: 'section', widget: 'faq', attributes: {} }], {
        title: '',
        slug: 'spring offer',
        lang: 'fr',
        faq: [{ question: 'Why now?', answer: ' ' }],
      }),
      here,
    );
    assert.deepEqual(at(problems, 'title'), ['is required (the page title, for the browser tab and search results)']);
    assert.deepEqual(at(problems, 'slug'), ['must be lowercase letters, digits and single hyphens']);
    assert.deepEqual(at(problems, 'lang'), ['must be one of en, de, ar']);
    assert.deepEqual(at(problems, 'faq.0.answer'), ["is required (the question's answer)"]);
  });

  it("answers a tag's wrong attribute at blocks.N.<attribute>, saying what the contract allows", () => {
    const problems = checkLandingDraft(
      page([
        {
          kind: 'section',
          widget: 'services',
          attributes: { slugs: 'cloud-infrastructure,blockchain', colour: 'red' },
        },
        { kind: 'section', widget: 'testimonials', attributes: { 'heading-level': '9' } },
      ]),
      here,
    );
    assert.match(
      at(problems, 'blocks.1.slugs')[0] ?? '',
      /^<it-services> slugs="cloud-infrastructure,blockchain" is not allowed \(blockchain unknown\)/,
    );
    assert.match(
      at(problems, 'blocks.1.colour')[0] ?? '',
      /^<it-services> has no attribute "colour"; it takes limit, /,
    );
    assert.match(
      at(problems, 'blocks.2.heading-level')[0] ?? '',
      /heading-level="9" is not allowed; use one of 2, 3, 4, 5, 6/,
    );
    assert.equal(problems.length, 3);
  });

  it('answers an unknown tag at its block, with the tag it may have meant', () => {
    const problems = checkLandingDraft(page([{ kind: 'section', widget: 'enquiry-from', attributes: {} }]), here);
    assert.deepEqual(
      problems.map((p) => p.field),
      ['blocks.1'],
    );
    assert.match(
      problems[0]!.message,
      /^<it-enquiry-from> is not a tag a landing page can use\. Did you mean <it-enquiry-form>\?/,
    );
  });

  it('answers a value a tag line cannot hold at its attribute, rather than writing a line the build would refuse', () => {
    const problems = checkLandingDraft(
      page([{ kind: 'section', widget: 'cta', attributes: { heading: 'Say "yes" to <b>spring</b>' } }]),
      here,
    );
    assert.deepEqual(
      problems.map((p) => p.field),
      ['blocks.1.heading'],
    );
    assert.match(problems[0]!.message, /^<it-cta> heading cannot hold a straight quote \("\), < or >/);
  });

  it("answers the prose's stray HTML, unknown placeholders, missing pictures, alt text and skipped headings at its block", () => {
    const markdown =
      '## Why now\n\n#### Numbers\n\n<div>Spring!</div> Write to {{site.mail}}.\n\n![](blog/cloud-costs.svg) ![A chart](blog/nowhere.png)';
    const problems = checkLandingDraft(page([{ kind: 'prose', markdown }]), here);
    assert.deepEqual(new Set(problems.map((p) => p.field)), new Set(['blocks.1']));
    const messages = at(problems, 'blocks.1');
    assert.equal(messages.length, 5, messages.join('\n'));
    assert.match(messages[0]!, /^<div>: write each it-\* tag alone on its own line/);
    assert.match(messages[1]!, /^\{\{site\.mail\}\} is not a known placeholder/);
    assert.ok(
      messages.includes(
        'the heading "#### Numbers" skips a level after "## Why now": use ### (a heading goes at most one level below the one before it)',
      ),
    );
    assert.ok(
      messages.includes('the picture blog/cloud-costs.svg needs alt text: what it shows, for people who cannot see it'),
    );
    assert.ok(
      messages.includes(
        'image "blog/nowhere.png": name a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)',
      ),
    );
  });

  it('answers questions with no <it-faq> to show them at faq, and a slug another page has at slug', () => {
    const problems = checkLandingDraft(page([], { faq: [{ question: 'Why?', answer: 'Because.' }] }), {
      root: '.',
      otherSlugs: ['cloud-migration', 'spring-offer'],
    });
    assert.deepEqual(problems, [
      { field: 'faq', message: 'the page has questions but no <it-faq></it-faq> to show them' },
      { field: 'slug', message: 'another page already has "spring-offer"' },
    ]);
  });

  it('answers a malformed colour and one too faint for text at accent, weighing it in the palette the page has', () => {
    assert.deepEqual(checkLandingDraft(page([], { accent: '#0f766e', theme: 'dark' }), here), []);
    assert.deepEqual(at(checkLandingDraft(page([], { accent: 'teal' }), here), 'accent'), [
      'must be a colour written # and six hexadecimal digits, as in "#0f766e"',
    ]);
    // A title missing too: the colour is still weighed, so both are fixed in one go.
    assert.deepEqual(at(checkLandingDraft(page([], { title: '', accent: '#ffd400' }), here), 'accent'), [
      "#ffd400 against white (its buttons' text and the page behind its links) is 1.4:1; text needs 4.5:1 — choose a darker colour",
    ]);
    assert.deepEqual(at(checkLandingDraft(page([], { accent: '#ffd400', theme: 'dark' }), here), 'accent'), [
      'white button text on #ffd400 is 1.4:1; text needs 4.5:1 — choose a darker colour',
    ]);
    // Links on a light page's pale bands are drawn in the accent; a dark page's keep their own blue.
    assert.equal(at(checkLandingDraft(page([], { accent: '#007ba0' }), here), 'accent').length, 1);
    assert.deepEqual(checkLandingDraft(page([], { accent: '#007ba0', theme: 'dark' }), here), []);
  });

  it("looks for the prose's pictures in the working copy it is given, not the server's own folder", () => {
    const root = folderWith({});
    mkdirSync(path.join(root, 'src/assets/images/landing'), { recursive: true });
    copyFileSync('src/assets/images/blog/cloud-costs.svg', path.join(root, 'src/assets/images/landing/spring.svg'));
    const draft = page([{ kind: 'prose', markdown: '![Spring skyline](landing/spring.svg)' }]);
    assert.deepEqual(checkLandingDraft(draft, { root, otherSlugs: [] }), []);
    assert.deepEqual(at(checkLandingDraft(draft, here), 'blocks.1'), [
      'image "landing/spring.svg": name a picture under src/assets/images/ (e.g. blog/cloud-costs.svg)',
    ]);
  });

  it('says what the build says about the same page, problem for problem', () => {
    const draft = page(
      [
        { kind: 'section', widget: 'services', attributes: { slugs: 'blockchain', limit: 'many' } },
        { kind: 'prose', markdown: '### Why now\n\n<span>Spring</span> {{site.fax}}\n\n![](blog/gone.png)' },
        { kind: 'section', widget: 'pricing-table', attributes: {} },
      ],
      { faq: [{ question: 'Why?', answer: 'Because.' }] },
    );
    const built = (() => {
      try {
        loadLandingPages(folderWith({ 'spring-offer.md': serializeLanding(draft) }));
        return [];
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.replace(/^ {2}- /, ''));
      }
    })();
    assert.equal(built.length, 9, built.join('\n'));
    assert.deepEqual(problemLines(checkLandingDraft(draft, here)), built);
  });
});
