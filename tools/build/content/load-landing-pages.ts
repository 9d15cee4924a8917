import { z } from 'zod';
import { locales } from '../../../src/content/locales';
import { themeAttribute } from '../../../src/content/widgets/common';
import type { FaqItem, LandingBlock, LandingPage } from '../../../src/content/types';
import { ContentError } from './content-error';
import { readContentFile, text } from './front-matter';
import { markdownFiles } from './load-posts';
import { landingTags, parseTagLine, unknownTag } from './landing-tags';
import { renderMarkdown } from './markdown';
import { fillPlaceholders } from './site-placeholders';

/** Where the landing pages live: one Markdown file each, served at /lp/<slug>. */
export const landingDir = 'src/content/landing';

/** The front matter of a landing page. */
export const landingFrontMatter = z.strictObject({
  title: text('the page title, for the browser tab and search results'),
  description: text('one sentence for search results and shared links'),
  slug: text('the address after /lp/').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens'),
  noindex: z.boolean({ error: 'must be true or false' }).default(false),
  lang: z
    .enum(
      locales.map((locale) => locale.code),
      { error: `must be one of ${locales.map((locale) => locale.code).join(', ')}` },
    )
    .default('en'),
  theme: z.enum(themeAttribute.values!, { error: `must be one of ${themeAttribute.values!.join(', ')}` }).optional(),
  faq: z
    .array(z.strictObject({ question: text('a question'), answer: text("the question's answer") }), {
      error: 'must be a list of { question, answer }',
    })
    .min(1)
    .optional(),
});

/** The page's questions, for its `<it-faq>` to show in place of the site's (unless the tag has its own `items`). */
function withPageData(blocks: LandingBlock[], faq: readonly FaqItem[] | undefined): LandingBlock[] {
  if (!faq) return blocks;
  return blocks.map((block) =>
    block.kind === 'section' && block.widget === 'faq' ? { ...block, props: { items: faq, ...block.props } } : block,
  );
}

/** The body's blocks: Markdown prose between `it-*` tags, each tag alone on its line. */
function blocksOf(body: string, problems: string[]): LandingBlock[] {
  const blocks: LandingBlock[] = [];
  let prose: string[] = [];
  const flush = () => {
    const source = prose.join('\n');
    prose = [];
    if (!source.trim()) return;
    // Markdown renders a tag as text; a marketer meant markup, so say so.
    for (const [stray, name = ''] of source.matchAll(/<([a-z][a-z0-9-]*)(?:\s[^>]*)?>/gi)) {
      const tag = name.toLowerCase();
      if (tag.startsWith('it-') && !landingTags().some((doc) => `it-${doc.name}` === tag)) {
        problems.push(unknownTag(tag.slice('it-'.length)));
        continue;
      }
      problems.push(
        `${stray}: write each it-* tag alone on its own line, as <it-name attribute="value"></it-name>; other HTML is not allowed`,
      );
    }
    blocks.push({ kind: 'prose', html: renderMarkdown(fillPlaceholders(source, problems), problems) });
  };
  for (const line of body.split('\n')) {
    const before = problems.length;
    const section = parseTagLine(line, problems);
    if (section || problems.length > before) {
      flush();
      if (section) blocks.push(section);
    } else prose.push(line);
  }
  flush();
  return blocks;
}

/** Every landing page, checked and rendered; all problems of all files are reported at once. */
export function loadLandingPages(dir = landingDir): LandingPage[] {
  const errors: string[] = [];
  const pages: LandingPage[] = [];
  for (const file of markdownFiles(dir)) {
    try {
      const { data, body } = readContentFile(file, landingFrontMatter);
      const problems: string[] = [];
      const { faq, ...meta } = data;
      const blocks = withPageData(blocksOf(body, problems), faq);
      if (faq && !blocks.some((block) => block.kind === 'section' && block.widget === 'faq')) {
        problems.push('faq: the page has questions but no <it-faq></it-faq> to show them');
      }
      if (problems.length > 0) throw new ContentError(file, problems);
      if (pages.some((page) => page.slug === data.slug)) throw new ContentError(file, [`slug: another page already has "${data.slug}"`]);
      pages.push({ ...meta, blocks });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return pages.sort((a, b) => a.slug.localeCompare(b.slug));
}
