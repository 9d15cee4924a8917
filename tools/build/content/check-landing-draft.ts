import type { FieldProblem, LandingDraft, LandingDraftBlock } from '../../../src/content/editor-api.ts';
import { faintAccent } from './accent-contrast.ts';
import { issueProblems } from './content-error.ts';
import { fieldsReadOtherwise } from './front-matter-text.ts';
import { serializeLanding } from './landing-document.ts';
import { landingFrontMatter } from './landing-schema.ts';
import { questionsWithoutFaq, slugTaken, type DraftContext } from './page-problems.ts';
import { renderLandingBlocks } from './render-landing-blocks.ts';

/**
 * A tag's attributes a tag line cannot hold: a straight quote, < or > would end
 * the line's tag (the build would read it as stray HTML), and so would a line
 * break. Each is added to `problems` at `blocks.N.<attribute>`, and the block is
 * given back without them for the contract's check.
 */
function unwritable(block: LandingDraftBlock, index: number, problems: FieldProblem[]): LandingDraftBlock {
  if (block.kind !== 'section') return block;
  const attributes = Object.entries(block.attributes).filter(([name, value]) => {
    if (value === true || !/["<>\r\n]/.test(value)) return true;
    problems.push({
      field: `blocks.${index}.${name}`,
      message: `<it-${block.widget}> ${name} cannot hold a straight quote ("), < or > or a line break, as the tag would end there; use curly quotes “ ” or other words`,
    });
    return false;
  });
  return { ...block, attributes: Object.fromEntries(attributes) };
}

/**
 * Every problem of a landing page's draft, each at its field, in the build's
 * words: the front matter against the build's schema, each tag against its
 * widget's contract, the prose (stray HTML, placeholders, pictures and their
 * alt text, heading levels), an accent too faint for text in the page's
 * palette, questions without an `<it-faq>`, a slug another page has. The build runs the same functions, so a page passing here builds.
 */
export function checkLandingDraft(draft: LandingDraft, { root, otherSlugs }: DraftContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const result = landingFrontMatter.safeParse(draft.frontMatter);
  if (!result.success) problems.push(...issueProblems(result.error));
  // Checked whatever else is wrong with the page, as a schema refinement would not be.
  const { accent, theme } = landingFrontMatter.shape;
  const faint = faintAccent(
    accent.safeParse(draft.frontMatter.accent).data,
    theme.safeParse(draft.frontMatter.theme).data,
  );
  if (faint) problems.push(faint);
  const blockProblems: FieldProblem[] = [];
  const blocks = draft.blocks.map((block, index) => unwritable(block, index, blockProblems));
  renderLandingBlocks(blocks, blockProblems, root);
  // The values a tag line cannot hold, found first, go with the rest of their block's problems.
  const block = ({ field }: FieldProblem) => Number(/^blocks\.(\d+)/.exec(field)?.[1]);
  problems.push(...blockProblems.sort((a, b) => block(a) - block(b)));
  const withoutFaq = questionsWithoutFaq(draft.frontMatter.faq, draft.blocks);
  if (withoutFaq) problems.push(withoutFaq);
  const slug = landingFrontMatter.shape.slug.safeParse(draft.frontMatter.slug);
  const taken = slugTaken(slug.success ? slug.data : undefined, otherSlugs);
  if (taken) problems.push(taken);
  problems.push(...fieldsReadOtherwise(draft.frontMatter, serializeLanding(draft)));
  return problems;
}
