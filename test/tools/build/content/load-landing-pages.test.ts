// A landing page is Markdown with it-* tags: each tag becomes its section with
// the attributes its widget contract defines, and anything else stops the build.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadLandingPages } from '../../../../tools/build/content/load-landing-pages.ts';
import { folderWith, landingFile } from './content-fixtures.ts';

const load = (body: string) => loadLandingPages(folderWith({ 'spring-offer.md': landingFile(body) }));

describe('loadLandingPages', () => {
  it("keeps the page's accent, and refuses a malformed one or one white text cannot be read on", () => {
    const withAccent = (accent: string) =>
      loadLandingPages(
        folderWith({
          'spring-offer.md': landingFile('<it-hero></it-hero>\n').replace('---\n', `---\naccent: ${accent}\n`),
        }),
      );
    assert.equal(withAccent('"#0f766e"')[0]?.accent, '#0f766e');
    assert.throws(
      () => withAccent('"#ffd400"'),
      /spring-offer\.md: a problem\n {2}- accent: #ffd400 against white \(its buttons' text and the page behind its links\) is 1\.4:1; text needs 4\.5:1 — choose a darker colour/,
    );
    // Unquoted, YAML reads the colour as a comment.
    assert.throws(() => withAccent('#0f766e'), /accent: must be a colour in double quotes, as in accent: "#0f766e"/);
  });

  it('splits the body into prose and sections, with attributes typed as the widget contract says', () => {
    const [page] = load(
      [
        '<it-hero></it-hero>',
        '',
        '## Why now',
        '',
        'Write to {{site.email}}.',
        '<it-services limit="3"></it-services>',
        '<it-enquiry-form service="cloud-infrastructure" no-url-prefill></it-enquiry-form>',
      ].join('\n'),
    );
    assert.equal(page?.slug, 'spring-offer');
    assert.equal(page?.noindex, false);
    assert.deepEqual(page?.blocks, [
      { kind: 'section', widget: 'hero', props: {} },
      { kind: 'prose', html: '<h2 id="why-now">Why now</h2><p>Write to info@veltrixtech.com.</p>' },
      { kind: 'section', widget: 'services', props: { limit: 3 } },
      { kind: 'section', widget: 'enquiry-form', props: { service: 'cloud-infrastructure', noUrlPrefill: true } },
    ]);
  });

  it('refuses unknown tags, attributes and values, and other HTML, naming the file and each', () => {
    const body = [
      '<it-pricing-table></it-pricing-table>',
      '<it-services colour="red"></it-services>',
      '<it-tech-stack category="blockchain"></it-tech-stack>',
      '<it-services limit="many"></it-services>',
      '<it-faq>',
      '<div class="banner">Spring!</div>',
      '<it-enquiry-from service="ui-ux"></it-enquiry-form>',
    ].join('\n');
    assert.throws(
      () => load(body),
      (error: Error) => {
        const message = error.message;
        assert.match(message, /spring-offer\.md: 7 problems/);
        assert.match(
          message,
          /<it-pricing-table> is not a tag a landing page can use\. Did you mean <it-[a-z-]+>\? The tags are it-hero, /,
        );
        // A misspelt tag is named as such, with the one meant, not as stray HTML.
        assert.match(
          message,
          /<it-enquiry-from> is not a tag a landing page can use\. Did you mean <it-enquiry-form>\?/,
        );
        assert.doesNotMatch(message, /<it-enquiry-from[^>]*>: write each/);
        assert.match(message, /<it-services> has no attribute "colour"; it takes limit, /);
        assert.match(message, /<it-tech-stack> category="blockchain" is not allowed; use one of mobile, frontend, /);
        assert.match(message, /<it-services> limit="many" must be a number/);
        assert.match(message, /<it-faq>: write each it-\* tag alone on its own line/);
        assert.match(message, /<div class="banner">: write each it-\* tag alone on its own line/);
        return true;
      },
    );
  });

  it("stops the build at a section's words a widget does not take: a heading level or a slug, saying what is allowed", () => {
    const body = [
      '<it-testimonials heading="What our cloud clients say" heading-level="9"></it-testimonials>',
      '<it-core-values slugs="excellence,speed"></it-core-values>',
    ].join('\n');
    assert.throws(
      () => load(body),
      (error: Error) => {
        assert.match(error.message, /spring-offer\.md: 2 problems/);
        assert.match(error.message, /<it-testimonials> heading-level="9" is not allowed; use one of 2, 3, 4, 5, 6/);
        assert.match(
          error.message,
          /<it-core-values> slugs="excellence,speed" is not allowed \(speed unknown\); use a comma-separated list of excellence, creativity, /,
        );
        return true;
      },
    );
  });

  it('gives a section the words its tag names, the heading level as a number', () => {
    const [page] = load(
      [
        '<it-cta eyebrow="Cloud" heading="Ready to move?" heading-level="3"></it-cta>',
        '<it-services slugs="it-staffing" heading="Extra hands" intro="Engineers who join next month." heading-level="3"></it-services>',
        '<it-products eyebrow="Our software" heading="Run the business in one place"></it-products>',
      ].join('\n'),
    );
    assert.deepEqual(page?.blocks, [
      { kind: 'section', widget: 'cta', props: { eyebrow: 'Cloud', heading: 'Ready to move?', headingLevel: 3 } },
      {
        kind: 'section',
        widget: 'services',
        props: {
          slugs: 'it-staffing',
          heading: 'Extra hands',
          intro: 'Engineers who join next month.',
          headingLevel: 3,
        },
      },
      {
        kind: 'section',
        widget: 'products',
        props: { eyebrow: 'Our software', heading: 'Run the business in one place' },
      },
    ]);
  });

  it("shows the front matter's questions in the page's <it-faq>, and takes its language and palette", () => {
    const file = landingFile('<it-faq heading="Fragen"></it-faq>').replace(
      'slug: spring-offer',
      'slug: spring-offer\nlang: de\ntheme: dark\nfaq:\n  - question: Wie lange dauert es?\n    answer: Zwei Wochen.',
    );
    const [page] = loadLandingPages(folderWith({ 'a.md': file }));
    assert.equal(page?.lang, 'de');
    assert.equal(page?.theme, 'dark');
    assert.deepEqual(page?.blocks, [
      {
        kind: 'section',
        widget: 'faq',
        props: { items: [{ question: 'Wie lange dauert es?', answer: 'Zwei Wochen.' }], heading: 'Fragen' },
      },
    ]);
  });

  it('refuses a language without a catalogue, and questions with no <it-faq> to show them', () => {
    const file = landingFile('Hello.').replace(
      'slug: spring-offer',
      'slug: spring-offer\nlang: fr\nfaq:\n  - { question: Why?, answer: Because. }',
    );
    assert.throws(() => loadLandingPages(folderWith({ 'a.md': file })), /lang: must be one of en, de, ar/);
    const withoutTag = file.replace('lang: fr\n', '');
    assert.throws(
      () => loadLandingPages(folderWith({ 'a.md': withoutTag })),
      /faq: the page has questions but no <it-faq>/,
    );
  });

  it('takes noindex from the front matter', () => {
    const file = landingFile('Hello.').replace('slug: spring-offer', 'slug: spring-offer\nnoindex: true');
    const [page] = loadLandingPages(folderWith({ 'a.md': file }));
    assert.equal(page?.noindex, true);
  });
});
