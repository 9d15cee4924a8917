import type { FieldProblem, LandingDraftBlock } from '../../../src/content/editor-api.ts';
import type { LandingBlock } from '../../../src/content/types.ts';
import { landingTags, sectionOf, unknownTag } from './landing-tags.ts';
import { renderMarkdown } from './markdown.ts';
import { fillPlaceholders } from './site-placeholders.ts';

/** A prose block's HTML; its problems (stray HTML, unknown placeholders, pictures) are added to `problems`. */
function renderProse(source: string, problems: string[], root: string): string {
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
  return renderMarkdown(fillPlaceholders(source, problems), problems, root);
}

/**
 * A landing page's blocks as the site renders them: each tag checked against
 * its widget's contract, each prose block rendered. Every problem is added to
 * `problems` at its block, `blocks.N` (a tag's attribute at
 * `blocks.N.<attribute>`), N counting the blocks given. The build and the
 * editor both run this, so they cannot disagree about a page. `root` is the
 * repository's, where the pictures are.
 */
export function renderLandingBlocks(
  blocks: readonly LandingDraftBlock[],
  problems: FieldProblem[],
  root = '.',
): LandingBlock[] {
  const rendered: LandingBlock[] = [];
  blocks.forEach((block, index) => {
    const field = `blocks.${index}`;
    if (block.kind === 'section') {
      const section = sectionOf(block, field, problems);
      if (section) rendered.push(section);
    } else if (block.markdown.trim()) {
      const messages: string[] = [];
      rendered.push({ kind: 'prose', html: renderProse(block.markdown, messages, root) });
      problems.push(...messages.map((message) => ({ field, message })));
    }
  });
  return rendered;
}
