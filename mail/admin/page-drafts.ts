// The build's own reading, writing and checking of a page (tools/build/content/),
// for the two collections the editor writes: one file to name them, so the
// routes never tell a landing page's functions from a post's.
import type { EditorCollection, EditorDraft, FieldProblem } from '../../src/content/editor-api.ts';
import { checkLandingDraft } from '../../tools/build/content/check-landing-draft.ts';
import { checkPostDraft } from '../../tools/build/content/check-post-draft.ts';
import { FrontMatterError } from '../../tools/build/content/front-matter-error.ts';
import type { DraftContext } from '../../tools/build/content/page-problems.ts';
import { parseLandingSource, serializeLanding } from '../../tools/build/content/landing-document.ts';
import { parsePostSource, serializePost } from '../../tools/build/content/post-document.ts';

/** A file read as a draft, or the problems that keep it from being one (YAML that cannot be read). */
export type ReadDraft = { ok: true; draft: EditorDraft } | { ok: false; problems: FieldProblem[] };

/** A page's file as the editor opens it. */
export function readDraft(collection: EditorCollection, source: string): ReadDraft {
  try {
    return { ok: true, draft: collection === 'landing' ? parseLandingSource(source) : parsePostSource(source) };
  } catch (error) {
    if (error instanceof FrontMatterError) return { ok: false, problems: error.problems };
    throw error;
  }
}

/** The file a draft is written as; given the text it was opened from, what did not change keeps its bytes. */
export const writeDraft = (draft: EditorDraft, original?: string): string =>
  draft.kind === 'landing' ? serializeLanding(draft, original) : serializePost(draft, original);

/** Every problem the build would stop on, at its field, in the build's words (the working copy as `root`). */
export const checkDraft = (draft: EditorDraft, context: DraftContext): FieldProblem[] =>
  draft.kind === 'landing' ? checkLandingDraft(draft, context) : checkPostDraft(draft, context);
