// The problems the server's check or a save found, placed where a person fixes
// them: a front matter key of the page, one attribute of one block (by the
// block's id, so the message follows it when blocks move), or the page as a
// whole.
import { createContext, useContext } from 'react';
import type { FieldProblem } from '../../../src/content/editor-api.ts';

/** Where a problem is fixed: `page` (the front matter, or the page as a whole) or a block's id. */
export interface PlacedProblem {
  scope: string;
  /** The field within the scope: `title`, `faq.0.answer`, an attribute's name; '' for the scope as a whole. */
  field: string;
  message: string;
}

/** The scope of the front matter and of the page as a whole. */
export const PAGE = 'page';

/**
 * The server's problems (`blocks.3.slugs`, `faq.0.answer`, `''`) placed by the
 * ids the blocks have now (`blockIds[3]`).
 */
export function placeProblems(problems: readonly FieldProblem[], blockIds: readonly string[]): PlacedProblem[] {
  return problems.map(({ field, message }) => {
    const block = /^blocks\.(\d+)(?:\.(.+))?$/.exec(field);
    const id = block && blockIds[Number(block[1])];
    return id ? { scope: id, field: block[2] ?? '', message } : { scope: PAGE, field, message };
  });
}

/** The element id of a field's control, which a problem's link points at. */
export const fieldId = (scope: string, field: string) => `field-${scope}-${field.replace(/[^a-z0-9_-]/gi, '-')}`;

/** The problems on screen now. */
export const ProblemsContext = createContext<readonly PlacedProblem[]>([]);

/** The messages of the problems with one field (and, with `within`, with its parts: `tags.1` of `tags`). */
export function useProblems(scope: string, field: string, within = false): string[] {
  return useContext(ProblemsContext)
    .filter(
      (problem) =>
        problem.scope === scope && (problem.field === field || (within && problem.field.startsWith(`${field}.`))),
    )
    .map((problem) => problem.message);
}
