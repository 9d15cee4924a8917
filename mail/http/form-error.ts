import type { FieldErrors } from '../../src/forms/field-errors.ts';

/** A refused form post: its HTTP status, a sentence for the visitor, and per-field messages when there are some. */
export class FormError extends Error {
  /** status: 4xx or 503; message: shown to the visitor; errors: by field name; retryAfterSeconds: sent as Retry-After. */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FormError';
  }
}
