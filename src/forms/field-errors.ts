import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';

/** One message per field name, the first problem found; what the server returns as `errors`. */
export type FieldErrors = Record<string, string>;

/** Checks `values` against `schema`: either the cleaned data or one message per invalid field. */
export function validate<S extends $ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: output<S> } | { ok: false; errors: FieldErrors } {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
