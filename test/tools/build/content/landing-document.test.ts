// The builder opens a landing page's file as a draft and saves the draft as
// the file a person would have written: every page in the repository comes
// back byte for byte, an edit changes only the lines it touches, and a new
// page reads back through the build's own loader as the blocks it was made of.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LandingDraft } from '../../../../src/content/editor-api.ts';
import { FrontMatterError } from '../../../../tools/build/content/front-matter-error.ts';
import { parseLandingSource, serializeLanding } from '../../../../tools/build/content/landing-document.ts';
import { landingDir, loadLandingPages } from '../../../../tools/build/content/load-landing-pages.ts';
import { folderWith, landingFile, writersExample } from './content-fixtures.ts';

const pages = readdirSync(landingDir).filter((name) => name.endsWith('.md'));
const read = (name: string) => readFileSync(path.join(landingDir, name), 'utf8');

/** The lines that differ between two texts of as many lines, as [before, after]. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  assert.equal(b.length, a.length, `the edit added or removed lines:\n${after}`);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]!] as [string, string]]));
}

/** A draft of `name` with `edit` applied. */
function edited(name: string, edit: (draft: LandingDraft) => void): { before: string; after: string } {
  const before = read(name);
  const draft = parseLandingSource(before);
  edit(draft);
  return { before, after: serializeLanding(draft, before) };
}

describe('a landing page opened and saved', () => {
  it('finds landing pages to check in the repository', () => {
    assert.ok(pages.length >= 3, `only ${pages.length} landing pages in ${landingDir}`);
  });

  for (const name of pages) {
    it(`${name} saved unchanged is the same file, byte for byte, with or without the file it came from`, () => {
      const text = read(name);
      const draft = parseLandingSource(text);
      assert.equal(serializeLanding(draft, text), text);
      // With no file to copy from, the page is written as a person writes one, and the repository's are.
      assert.equal(serializeLanding(draft), text);
    });
  }

  it("a writer's hand-written page, comments and all, saved unchanged is the same file", () => {
    const text = writersExample(1);
    assert.equal(serializeLanding(parseLandingSource(text), text), text);
  });

  it('any file, however oddly written, saved unchanged over the file it came from is that file', () => {
    const odd = [
      'Just prose, no front matter.\n',
      '---\r\ntitle: A\r\ndescription: B\r\nslug: a\r\n---\r\n\r\n<it-hero></it-hero>\r\n\r\nText\r\n',
      '---\ntitle: A\ndescription: B\nslug: a\n---\n<it-hero></it-hero>',
      '---\ntitle: A\n',
      '---\ntitle:   A   # note\n\n# about the slug\nslug: a\n---\n\n\n<it-hero   headline="x"  ></it-hero>\n<it-faq></it-faq>\n\n\n\nText\n\n\n',
    ];
    for (const text of odd) assert.equal(serializeLanding(parseLandingSource(text), text), text);
  });

  it('holds the blocks as the builder shows them: prose between tags, attributes in the order written', () => {
    const draft = parseLandingSource(read('cloud-migration-de.md'));
    assert.deepEqual(
      draft.blocks.map((block) => (block.kind === 'section' ? block.widget : 'prose')),
      ['hero', 'prose', 'tech-stack', 'faq', 'enquiry-form'],
    );
    const form = draft.blocks[4]!;
    assert.ok(form.kind === 'section');
    assert.deepEqual(Object.keys(form.attributes), ['service', 'service-fixed', 'heading', 'intro', 'button-label']);
    assert.equal(form.attributes['service-fixed'], true);
    const prose = draft.blocks[1]!;
    assert.ok(prose.kind === 'prose');
    assert.match(prose.markdown, /^## Ein Umzug ohne Überraschungen\n\nDie meisten/);
    assert.match(prose.markdown, /ohne uns gelaufen ist\.$/);
    assert.equal(draft.frontMatter.lang, 'de');
  });
});

describe('a landing page edited in the builder', () => {
  it('a new title changes only the title line', () => {
    const { before, after } = edited('cloud-migration.md', (draft) => {
      draft.frontMatter.title = 'Cloud Migration, Done Calmly';
    });
    assert.deepEqual(changedLines(before, after), [
      ['title: Cloud Migration Services', 'title: Cloud Migration, Done Calmly'],
    ]);
  });

  it("one question's answer changes only that answer's line", () => {
    const { before, after } = edited('cloud-operations.md', (draft) => {
      const faq = draft.frontMatter.faq as { question: string; answer: string }[];
      faq[1]!.answer = 'Within ten minutes, at any hour.';
    });
    assert.deepEqual(changedLines(before, after), [
      [
        "    answer: Within fifteen minutes for a critical alert, at any hour, and within one hour for everything else. Each month's report lists every alert with the time it was answered and the time it was resolved.",
        '    answer: Within ten minutes, at any hour.',
      ],
    ]);
  });

  it('a title that now holds a colon is put in double quotes, and reads back as typed', () => {
    const { after } = edited('cloud-migration.md', (draft) => {
      draft.frontMatter.title = 'Cloud migration: "no downtime"';
    });
    assert.match(after, /^title: "Cloud migration: \\"no downtime\\""$/m);
    assert.equal(parseLandingSource(after).frontMatter.title, 'Cloud migration: "no downtime"');
  });

  it('a quoted value stays in its quotes when it changes', () => {
    const text = landingFile('<it-hero></it-hero>\n').replace('title: Spring offer', "title: 'Spring offer'");
    const draft = parseLandingSource(text);
    draft.frontMatter.title = 'Summer offer';
    assert.match(serializeLanding(draft, text), /^title: 'Summer offer'$/m);
  });

  it('new settings go where the schema puts them (language before noindex, both before the questions)', () => {
    const { before, after } = edited('cloud-migration.md', (draft) => {
      draft.frontMatter.noindex = true;
      draft.frontMatter.lang = 'en';
    });
    const keys = (text: string) => [...text.split('\n---')[0]!.matchAll(/^([a-z]+):/gm)].map((match) => match[1]);
    assert.deepEqual(keys(after), ['title', 'description', 'slug', 'lang', 'noindex', 'faq']);
    assert.equal(after.replace('lang: en\nnoindex: true\n', ''), before);
  });

  it('an accent set in the builder is written in double quotes after the palette, and reads back as chosen', () => {
    const { before, after } = edited('cloud-operations.md', (draft) => {
      draft.frontMatter.accent = '#0f766e';
    });
    assert.equal(after, before.replace('theme: dark\n', 'theme: dark\naccent: "#0f766e"\n'));
    assert.equal(parseLandingSource(after).frontMatter.accent, '#0f766e');
  });

  it('a setting taken away takes only its line', () => {
    const { before, after } = edited('cloud-operations.md', (draft) => {
      delete draft.frontMatter.theme;
    });
    assert.equal(after, before.replace('theme: dark\n', ''));
  });

  it("a changed field of a writer's commented page keeps every comment and aligned column of the others", () => {
    const text = writersExample(1);
    const draft = parseLandingSource(text);
    draft.frontMatter.title = 'Cloud Readiness Check';
    const after = serializeLanding(draft, text);
    assert.deepEqual(changedLines(text, after), [['title: Cloud Assessment', 'title: Cloud Readiness Check']]);
  });

  it("a tag's changed attribute changes only its line, even where tags stand on consecutive lines", () => {
    const text = writersExample(1);
    const draft = parseLandingSource(text);
    const faq = draft.blocks.find((block) => block.kind === 'section' && block.widget === 'faq');
    assert.ok(faq?.kind === 'section');
    faq.attributes.heading = 'Questions about the assessment';
    const after = serializeLanding(draft, text);
    assert.deepEqual(changedLines(text, after), [
      [
        '<it-faq heading="Cloud migration questions"></it-faq>',
        '<it-faq heading="Questions about the assessment"></it-faq>',
      ],
    ]);
  });

  it('a block moved down keeps its text, one blank line from its neighbours', () => {
    const { before, after } = edited('cloud-operations.md', (draft) => {
      const [hero] = draft.blocks.splice(0, 1);
      draft.blocks.splice(1, 0, hero!);
    });
    const hero = before.split('\n').find((line) => line.startsWith('<it-hero'))!;
    const body = after.split('\n---\n')[1]!;
    assert.match(body, /^\n## An on-call rota/);
    assert.ok(body.includes(`ours keep the lights on.\n\n${hero}\n\n<it-tech-stack`), body);
    assert.equal(after.length, before.length);
  });
});

describe('a new landing page made in the builder', () => {
  const draft: LandingDraft = {
    kind: 'landing',
    frontMatter: {
      title: 'Spring Offer: Cloud Assessment',
      description: 'Two weeks of assessment at half price, for orders placed before the end of May.',
      slug: 'spring-offer',
      lang: 'en',
      faq: [{ question: 'What do we get?', answer: 'A plan, a cost forecast and a way back for each system.' }],
    },
    blocks: [
      {
        kind: 'section',
        widget: 'hero',
        attributes: { headline: 'Half-price cloud assessment', 'button-href': '/contact' },
      },
      { kind: 'section', widget: 'services', attributes: { slugs: 'cloud-infrastructure,it-staffing' } },
      { kind: 'prose', markdown: '\n## Why spring\n\nBudgets open in April; plans are ready by June.\n\n' },
      { kind: 'section', widget: 'faq', attributes: {} },
      {
        kind: 'section',
        widget: 'enquiry-form',
        attributes: { service: 'cloud-infrastructure', 'service-fixed': true, heading: 'Book it' },
      },
    ],
  };
  const text = serializeLanding(draft);

  it('is written as a person writes one: front matter, a blank line, one tag a line, blocks a blank line apart', () => {
    assert.equal(
      text,
      [
        '---',
        'title: "Spring Offer: Cloud Assessment"',
        'description: Two weeks of assessment at half price, for orders placed before the end of May.',
        'slug: spring-offer',
        'lang: en',
        'faq:',
        '  - question: What do we get?',
        '    answer: A plan, a cost forecast and a way back for each system.',
        '---',
        '',
        '<it-hero headline="Half-price cloud assessment" button-href="/contact"></it-hero>',
        '',
        '<it-services slugs="cloud-infrastructure,it-staffing"></it-services>',
        '',
        '## Why spring',
        '',
        'Budgets open in April; plans are ready by June.',
        '',
        '<it-faq></it-faq>',
        '',
        '<it-enquiry-form service="cloud-infrastructure" service-fixed heading="Book it"></it-enquiry-form>',
        '',
      ].join('\n'),
    );
  });

  it("reads back through the build's own loader as the blocks it was made of", () => {
    const [page] = loadLandingPages(folderWith({ 'spring-offer.md': text }));
    assert.equal(page?.title, 'Spring Offer: Cloud Assessment');
    assert.equal(page?.slug, 'spring-offer');
    assert.deepEqual(page?.blocks, [
      { kind: 'section', widget: 'hero', props: { headline: 'Half-price cloud assessment', buttonHref: '/contact' } },
      { kind: 'section', widget: 'services', props: { slugs: 'cloud-infrastructure,it-staffing' } },
      {
        kind: 'prose',
        html: '<h2 id="why-spring">Why spring</h2><p>Budgets open in April; plans are ready by June.</p>',
      },
      {
        kind: 'section',
        widget: 'faq',
        props: {
          items: [{ question: 'What do we get?', answer: 'A plan, a cost forecast and a way back for each system.' }],
        },
      },
      {
        kind: 'section',
        widget: 'enquiry-form',
        props: { service: 'cloud-infrastructure', serviceFixed: true, heading: 'Book it' },
      },
    ]);
  });

  it('opens again as the same draft, its prose without the blank lines around it', () => {
    const again = parseLandingSource(text);
    assert.deepEqual(again.frontMatter, draft.frontMatter);
    assert.deepEqual(again.blocks[2], {
      kind: 'prose',
      markdown: '## Why spring\n\nBudgets open in April; plans are ready by June.',
    });
    assert.deepEqual(
      again.blocks.filter((block) => block.kind === 'section'),
      draft.blocks.filter((block) => block.kind === 'section'),
    );
  });
});

describe('front matter text the build reads back as typed', () => {
  const awkward = [
    'Cloud costs: what to watch',
    '#1 in cloud',
    'It\'s "quoted"',
    "'single'",
    '"double"',
    'yes',
    'true',
    'False',
    'null',
    '~',
    '0b101',
    '0x1F',
    '0o17',
    '1e3',
    '.inf',
    '12',
    '2025-10-14',
    ' leading space',
    'trailing space ',
    '- dash',
    '[bracket',
    '{brace}',
    '@handle',
    '`tick',
    '%percent',
    '&anchor',
    '*alias',
    '!tag',
    '| pipe',
    '> fold',
    '? key',
    'a #hash',
    '---',
    '...',
    'two\nlines',
    'tab\there',
    'Ümlaut – and “curly” quotes 😀',
    '',
  ];

  it('every awkward title is written so that js-yaml reads it back as typed, new or edited', () => {
    const original = landingFile('<it-hero></it-hero>\n');
    for (const title of awkward) {
      const draft = parseLandingSource(original);
      draft.frontMatter.title = title;
      for (const written of [serializeLanding(draft), serializeLanding(draft, original)]) {
        assert.equal(
          parseLandingSource(written).frontMatter.title,
          title,
          `${JSON.stringify(title)} written as\n${written}`,
        );
      }
    }
  });

  it('a title YAML cannot take bare gets double quotes, never single ones', () => {
    const draft = parseLandingSource(landingFile('<it-hero></it-hero>\n'));
    draft.frontMatter.title = 'Cloud costs: what to watch';
    assert.match(serializeLanding(draft), /^title: "Cloud costs: what to watch"$/m);
    draft.frontMatter.title = '0b101';
    assert.match(serializeLanding(draft), /^title: "0b101"$/m);
  });
});

describe('a landing page whose YAML cannot be read', () => {
  it("throws a FrontMatterError whose problems say where, in the build's words", () => {
    const text = landingFile('<it-hero></it-hero>\n').replace('title: Spring offer', 'title: Spring: offer');
    assert.throws(
      () => parseLandingSource(text),
      (error: unknown) => {
        assert.ok(error instanceof FrontMatterError);
        assert.equal(error.problems.length, 1);
        assert.equal(error.problems[0]!.field, '');
        assert.match(
          error.problems[0]!.message,
          /^the front matter cannot be read on line 2 \(.*must be in double quotes, as in title: "Cloud costs: what to watch"$/,
        );
        return true;
      },
    );
  });
});
