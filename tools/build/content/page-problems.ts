import type { FieldProblem, LandingDraftBlock } from '../../../src/content/editor-api.ts';

/** Where a draft is checked: the repository's root (its pictures), and the slugs of the collection's other pages. */
export interface DraftContext {
  root: string;
  otherSlugs: readonly string[];
}

/** A slug another page of the collection already has, at `slug`. */
export const slugTaken = (slug: unknown, otherSlugs: readonly string[]): FieldProblem | undefined =>
  typeof slug === 'string' && otherSlugs.includes(slug)
    ? { field: 'slug', message: `another page already has "${slug}"` }
    : undefined;

/** A landing page with questions in its front matter and no `<it-faq>` to show them, at `faq`. */
export const questionsWithoutFaq = (faq: unknown, blocks: readonly LandingDraftBlock[]): FieldProblem | undefined =>
  Array.isArray(faq) && faq.length > 0 && !blocks.some((block) => block.kind === 'section' && block.widget === 'faq')
    ? { field: 'faq', message: 'the page has questions but no <it-faq></it-faq> to show them' }
    : undefined;
