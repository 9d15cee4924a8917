import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { z } from 'zod';
import { ContentError, describeIssues } from './content-error';

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
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object each time keeps one file's data from leaking into
    // another. YAML's core schema leaves 2025-02-30 as text for the date check, where the default makes it March 2.
    parsed = matter(readFileSync(file, 'utf8'), {
      engines: { yaml: (source) => yaml.load(source, { schema: yaml.CORE_SCHEMA }) as object },
    });
  } catch (error) {
    throw new ContentError(file, [`the front matter is not valid YAML: ${(error as Error).message}`]);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error));
  return { file, data: result.data, body: parsed.content };
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
  z.string({ error: (issue) => (issue.input === undefined ? `is required (${what})` : `must be text (${what})`) }).trim().min(1, `is required (${what})`);

/** One value of a fixed list, with the list in the message. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z.enum(values, { error: (issue) => `${issue.input === undefined ? 'is required' : `${JSON.stringify(issue.input)} is not a known ${what}`}; use one of ${values.join(', ')}` });
