import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { z } from 'zod';
import type { FrontMatter } from '../../../src/content/editor-api.ts';
import { ContentError, describeIssues, issueProblems } from './content-error.ts';
import { FrontMatterError } from './front-matter-error.ts';

/** A content file read and checked: its front matter as the schema made it, and its Markdown body. */
export interface ContentFile<T> {
  file: string;
  data: T;
  body: string;
}

/**
 * Reads a Markdown file with YAML front matter and checks the front matter
 * against `schema`; a YAML error or any wrong field throws a ContentError
 * naming the file and each field.
 */
export function readContentFile<S extends z.ZodType>(file: string, schema: S): ContentFile<z.output<S>> {
  const { yaml: source, body } = splitFrontMatter(readFileSync(file, 'utf8'));
  let data: unknown;
  try {
    data = readFrontMatter(source);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    throw new ContentError(
      file,
      error.problems.map((problem) => problem.message),
    );
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error));
  return { file, data: result.data, body };
}

/**
 * The values of a front matter's YAML, as the build reads them: js-yaml with
 * YAML's core schema, which leaves 2025-02-30 as text for the date check where
 * the default makes it March 2. Unreadable YAML throws a FrontMatterError.
 */
export function readFrontMatter(source: string): unknown {
  try {
    return yaml.load(source, { schema: yaml.CORE_SCHEMA }) ?? {};
  } catch (error) {
    throw new FrontMatterError([{ field: '', message: yamlProblem(error) }]);
  }
}

/**
 * A front matter's fields as the editor holds them: the values js-yaml reads,
 * in the file's order. YAML that cannot be read, or that is not a list of
 * fields, throws a FrontMatterError in the build's words.
 */
export function readFrontMatterFields(source: string, schema: z.ZodType): FrontMatter {
  const data = readFrontMatter(source);
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as FrontMatter;
  const result = schema.safeParse(data);
  throw new FrontMatterError(
    result.success ? [{ field: '', message: 'must be a list of fields' }] : issueProblems(result.error),
  );
}

/**
 * A Markdown file's front matter, from its opening `---` to the next line that
 * starts with `---`, and its body after that line. The YAML keeps the rest of
 * the opening line, so its line n is the file's. Two lines of splitting, not a
 * package: js-yaml parses, and one YAML parser is enough.
 */
export function splitFrontMatter(text: string): { yaml: string; body: string } {
  const { frontMatter, body } = sourceParts(text);
  return { yaml: frontMatter?.yaml ?? '', body };
}

/**
 * A file cut where splitFrontMatter cuts it, keeping every byte:
 * `---` + yaml + close + body is the text again (close is the closing `---`
 * line with its line break; '' when the file never closes its front matter).
 */
export function sourceParts(text: string): { frontMatter?: { yaml: string; close: string }; body: string } {
  if (!text.startsWith('---') || text[3] === '-') return { body: text };
  const end = text.indexOf('\n---', 3);
  if (end === -1) return { frontMatter: { yaml: text.slice(3), close: '' }, body: '' };
  const close = /^\n---\r?\n?/.exec(text.slice(end))![0];
  return { frontMatter: { yaml: text.slice(3, end), close }, body: text.slice(end + close.length) };
}

/**
 * A YAML error in the writer's words: the line of the file (the YAML begins
 * with the end of the opening `---` line, so its line n is the file's) and
 * what to do. Most such errors are a title or an
 * excerpt with a colon, a # or a quote in it, which YAML reads as markup.
 */
export function yamlProblem(error: unknown): string {
  if (!(error instanceof yaml.YAMLException)) return `the front matter cannot be read: ${(error as Error).message}`;
  const line = error.mark ? ` on line ${error.mark.line + 1}` : '';
  return (
    `the front matter cannot be read${line} (${error.reason}). A value with a colon, a # or a quote in it ` +
    `must be in double quotes, as in title: "Cloud costs: what to watch"`
  );
}

/** A date as YAML's core schema leaves it: ISO text, 2025-10-14. */
export const isoDate = z
  .string({ error: 'must be a date, YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real date');

/** A required line of text. */
export const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : `must be text (${what})`) })
    .trim()
    .min(1, `is required (${what})`);

/** One value of a fixed list, with the list in the message. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z.enum(values, {
    error: (issue) =>
      `${issue.input === undefined ? 'is required' : `${JSON.stringify(issue.input)} is not a known ${what}`}; use one of ${values.join(', ')}`,
  });
