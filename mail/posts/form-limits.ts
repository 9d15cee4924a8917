import { HONEYPOT_NAME } from '../../src/forms/honeypot.ts';
import { RESUME_MAX_BYTES } from '../../src/forms/resume-rules.ts';

/**
 * Size limits of a form post. The largest honest post is a careers form: five
 * short fields and a 5 MB resume; everything past these is refused with 413
 * before it is held in memory, let alone spooled.
 */
export const formLimits = {
  /** Text fields per post; our largest form has fifteen (six of its own with the honeypot, eight about its source, its lang). */
  fields: 20,
  /** Bytes per text field: a 5000-character message of 4-byte characters fits. */
  fieldBytes: 32 * 1024,
  /** One resume, no more. */
  files: 1,
  fileBytes: RESUME_MAX_BYTES,
  /** Parts of a multipart body (fields + files). */
  parts: 24,
  /** A whole request with a file: the file plus every field at its largest, plus multipart framing. Counted on bytes read, chunked or not. */
  totalBytes: RESUME_MAX_BYTES + 20 * 32 * 1024 + 64 * 1024,
  /** A whole request to a form without a file: every field at its largest, plus framing. */
  fieldsOnlyBytes: 20 * 32 * 1024 + 64 * 1024,
  /** A urlencoded body carries no file. */
  urlencodedBytes: 20 * 32 * 1024,
} as const;

/** The hidden field people leave empty and form-filling bots fill in. */
export const HONEYPOT_FIELD = HONEYPOT_NAME;
