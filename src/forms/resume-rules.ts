import { resumeMaxMegabytes, resumeTypes } from '../content/messages.ts';
import { fieldMessages, type LabelledField, type ValidationWords } from './field-messages.ts';

/** Largest resume in bytes (5 MB). */
export const RESUME_MAX_BYTES = resumeMaxMegabytes * 1024 * 1024;

/** The `accept` attribute of the resume input: extensions and their MIME types. */
export const RESUME_ACCEPT = [
  ...resumeTypes.map((ext) => `.${ext}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
].join(',');

/**
 * The checks a browser can make before uploading (presence, name, size); the
 * server repeats them and then checks the bytes. Returns a message naming
 * `upload` by its label (the careers form's `upload`), or undefined.
 */
export function resumeError(
  file: { name: string; size: number } | undefined | null,
  upload: LabelledField,
  validation?: ValidationWords,
): string | undefined {
  const say = fieldMessages(upload, validation);
  if (!file || (file.size === 0 && file.name === '')) return say.required;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(resumeTypes as readonly string[]).includes(ext)) return say.fileType;
  if (file.size > RESUME_MAX_BYTES) return say.fileSize;
  if (file.size === 0) return say.required;
  return undefined;
}
