import { z } from 'zod';
import type { FrontMatterValue } from '../../src/content/editor-api.ts';

/** A page's file name without `.md`, as the API addresses it: lowercase words joined by single hyphens. */
export const documentName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens, e.g. cloud-migration');

/** The two collections the editor writes. */
export const collection = z.enum(['landing', 'post'], { error: 'must be landing or post' });

/** `/admin/api/documents/:collection/:name`. */
export const documentParams = z.object({ collection, name: documentName });

/** A commit as the history names it: 7 to 40 lowercase hex digits. */
export const commitHash = z.string().regex(/^[0-9a-f]{7,40}$/, 'must be a commit hash (7 to 40 hex digits)');

/** `…/at/:commit`. */
export const versionParams = documentParams.extend({ commit: commitHash });

/** A file's version, as a page was opened at: git's blob hash. */
const version = z.string().regex(/^[0-9a-f]{40}$/, 'must be the version the page was opened at (40 hex digits)');

/** A front matter's value: what YAML's core schema reads (JSON's values). */
const frontMatterValue: z.ZodType<FrontMatterValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(frontMatterValue),
    z.record(z.string(), frontMatterValue),
  ]),
);

const frontMatter = z.record(z.string(), frontMatterValue, { error: 'must be an object of fields' });

const block = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('prose'), markdown: z.string() }),
    z.strictObject({
      kind: z.literal('section'),
      widget: z.string(),
      attributes: z.record(z.string(), z.union([z.string(), z.literal(true)])),
    }),
  ],
  { error: 'must be a prose block or a section' },
);

/** An EditorDraft: its shape only; its content is the build's to judge (422). */
export const draft = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('landing'), frontMatter, blocks: z.array(block) }),
    z.strictObject({ kind: z.literal('post'), frontMatter, body: z.string() }),
  ],
  { error: 'must be a landing page or a post draft' },
);

/** A SaveRequest. */
export const saveRequest = z.strictObject({
  draft,
  baseVersion: version.optional(),
  intent: z.enum(['publish', 'check'], { error: 'must be publish or check' }),
});

/** A restore: the commit whose bytes become the page again, and the version it replaces. */
export const restoreRequest = z.strictObject({ commit: commitHash, baseVersion: version });

/** A Markdown preview. */
export const markdownRequest = z.strictObject({
  markdown: z.string().max(200_000, 'is longer than 200,000 characters'),
});

/** Where an uploaded picture goes under src/assets/images/. */
export const imageFolder = z.enum(['blog', 'landing'], { error: 'must be blog or landing' });

/** One line per problem with a request's shape, each naming where: `draft.blocks.2.kind: must be …`. */
export function shapeProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
}
