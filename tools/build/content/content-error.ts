import path from 'node:path';
import type { z } from 'zod';
import type { FieldProblem } from '../../../src/content/editor-api.ts';

/** A content file that cannot be built: names the file and every problem in it, for the writer. */
export class ContentError extends Error {
  constructor(file: string, problems: readonly string[]) {
    const relative = path.relative(process.cwd(), file);
    const name = relative.startsWith('..') ? file : relative;
    super(
      `${name}: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'ContentError';
  }
}

/** Each wrong field at its path (`tags.2`; '' for the front matter as a whole), with the schema's message. */
export function issueProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** One line per wrong field: `tags.2: "Kubernetes" is not a tag; use one of …`. */
export function describeIssues(error: z.ZodError): string[] {
  return issueProblems(error).map(({ field, message }) => `${field || '(front matter)'}: ${message}`);
}

/**
 * Problems as the build prints them: a front matter field's named first
 * (`faq: …`); the body's (a tag, the prose) speak for themselves, as they
 * quote what the writer wrote.
 */
export const problemLines = (problems: readonly FieldProblem[]): string[] =>
  problems.map(({ field, message }) =>
    field === '' || field === 'body' || field.startsWith('blocks.') ? message : `${field}: ${message}`,
  );
