import type { z } from 'zod';

/** One message per field name, the first problem found; what the server returns as `errors`. */
export type FieldErrors = Record<string, string>;

/** Checks `values` against `schema`: either the cleaned data or one message per invalid field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
