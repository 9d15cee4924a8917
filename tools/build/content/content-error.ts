import path from 'node:path';
import type { z } from 'zod';

/** A content file that cannot be built: names the file and every problem in it, for the writer. */
export class ContentError extends Error {
  constructor(file: string, problems: readonly string[]) {
    const relative = path.relative(process.cwd(), file);
    const name = relative.startsWith('..') ? file : relative;
    super(`${name}: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContentError';
  }
}

/** One line per wrong field: `tags.2: "Kubernetes" is not a tag; use one of …`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || '(front matter)';
    return `${field}: ${issue.message}`;
  });
}
