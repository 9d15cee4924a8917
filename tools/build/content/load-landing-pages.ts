import type { FieldProblem } from '../../../src/content/editor-api.ts';
import type { FaqItem, LandingBlock, LandingPage } from '../../../src/content/types.ts';
import { faintAccent } from './accent-contrast.ts';
import { ContentError, problemLines } from './content-error.ts';
import { readContentFile } from './front-matter.ts';
import { landingBody } from './landing-body.ts';
import { landingFrontMatter } from './landing-schema.ts';
import { markdownFiles } from './load-posts.ts';
import { questionsWithoutFaq, slugTaken } from './page-problems.ts';
import { renderLandingBlocks } from './render-landing-blocks.ts';

/** Where the landing pages live: one Markdown file each, served at /lp/<slug>. */
export const landingDir = 'src/content/landing';

/** The page's questions, for its `<it-faq>` to show in place of the site's (unless the tag has its own `items`). */
function withPageData(blocks: LandingBlock[], faq: readonly FaqItem[] | undefined): LandingBlock[] {
  if (!faq) return blocks;
  return blocks.map((block) =>
    block.kind === 'section' && block.widget === 'faq' ? { ...block, props: { items: faq, ...block.props } } : block,
  );
}

/** Every landing page, checked and rendered; all problems of all files are reported at once. */
export function loadLandingPages(dir = landingDir): LandingPage[] {
  const errors: string[] = [];
  const pages: LandingPage[] = [];
  for (const file of markdownFiles(dir)) {
    try {
      const { data, body } = readContentFile(file, landingFrontMatter);
      const problems: FieldProblem[] = [];
      const faint = faintAccent(data.accent, data.theme);
      if (faint) problems.push(faint);
      const { faq, ...meta } = data;
      const { blocks: written } = landingBody(body);
      const blocks = withPageData(renderLandingBlocks(written, problems), faq);
      const withoutFaq = questionsWithoutFaq(faq, written);
      if (withoutFaq) problems.push(withoutFaq);
      if (problems.length > 0) throw new ContentError(file, problemLines(problems));
      const taken = slugTaken(
        data.slug,
        pages.map((page) => page.slug),
      );
      if (taken) throw new ContentError(file, problemLines([taken]));
      pages.push({ ...meta, blocks });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return pages.sort((a, b) => a.slug.localeCompare(b.slug));
}
