import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';

/** A heading as the writer wrote it, `## Where the money hides`, whichever Markdown syntax made it. */
const asWritten = (level: number, text: string) => `"${'#'.repeat(level)} ${text}"`;

/** Problems of one heading, given the level before it (1: the page's title, its only h1). */
function headingProblem(level: number, text: string, before?: { level: number; text: string }): string | undefined {
  const heading = asWritten(level, text);
  if (level === 1)
    return `the heading ${heading} is a second level-1 heading: the page's title is the first, so the text's headings start at ##`;
  if (!before && level > 2)
    return `the heading ${heading} skips a level: the page's title is its level-1 heading, so the text's headings start at ##`;
  if (before && level > before.level + 1) {
    return `the heading ${heading} skips a level after ${asWritten(before.level, before.text)}: use ${'#'.repeat(before.level + 1)} (a heading goes at most one level below the one before it)`;
  }
  return undefined;
}

/**
 * The accessibility rules Markdown can break, which the build enforces as the
 * editor does before publishing: every picture says what it shows, and
 * headings never skip a level (the text sits under the page's h1, so it starts
 * at ##), as a screen reader's list of headings is the page's outline.
 */
export function markdownAccessibility(md: InstanceType<typeof MarkdownIt>, problems: string[]): void {
  md.core.ruler.push('it_accessibility', (state: StateCore) => {
    let before: { level: number; text: string } | undefined;
    state.tokens.forEach((token: Token, index: number) => {
      if (token.type === 'heading_open') {
        const level = Number(token.tag.slice(1));
        const text = state.tokens[index + 1]?.content ?? '';
        const problem = headingProblem(level, text, before);
        if (problem) problems.push(problem);
        before = { level, text };
      }
      for (const child of token.type === 'inline' ? (token.children ?? []) : []) {
        if (child.type === 'image' && !child.content.trim()) {
          problems.push(
            `the picture ${String(child.attrGet('src') ?? '')} needs alt text: what it shows, for people who cannot see it`,
          );
        }
      }
    });
  });
}
