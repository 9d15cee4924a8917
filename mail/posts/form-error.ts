import type { FieldErrors } from '../../src/forms/field-errors.ts';
import type { RefusalCode } from '../../src/forms/refusal-codes.ts';

/** A refused form post: its HTTP status, a sentence for the visitor, and per-field messages when there are some. */
export class FormError extends Error {
  /**
   * status: 4xx or 503; message: shown to the visitor; errors: by field name; retryAfterSeconds: sent as Retry-After;
   * code: a refusal the widgets tell apart by more than its status, sent in the JSON.
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly retryAfterSeconds?: number,
    readonly code?: RefusalCode,
  ) {
    super(message);
    this.name = 'FormError';
  }
}
