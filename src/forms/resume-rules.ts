import { messages, resumeMaxMegabytes, resumeTypes } from '../content/messages';

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

/** The name of the resume field as the visitor reads it in messages. */
export const RESUME_FIELD = 'resume';

/**
 * The checks a browser can make before uploading (presence, name, size); the
 * server repeats them and then checks the bytes. Returns a message or undefined.
 */
export function resumeError(file: { name: string; size: number } | undefined | null): string | undefined {
  if (!file || (file.size === 0 && file.name === '')) return messages.validation.required(RESUME_FIELD);
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(resumeTypes as readonly string[]).includes(ext)) return messages.validation.fileType(RESUME_FIELD);
  if (file.size > RESUME_MAX_BYTES) return messages.validation.fileSize(RESUME_FIELD);
  if (file.size === 0) return messages.validation.required(RESUME_FIELD);
  return undefined;
}
