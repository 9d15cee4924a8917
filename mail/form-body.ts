import type { FastifyRequest } from 'fastify';
import { messages } from '../src/content/messages.ts';
import { FormError } from './form-error.ts';
import { formLimits } from './form-limits.ts';

/** A form post as read off the wire: text fields (first value of each name) and at most one file. */
export interface FormBody {
  fields: Record<string, string>;
  file?: { field: string; filename: string; declaredType: string; bytes: Buffer };
}

const tooLarge = () => new FormError(413, messages.form.tooLarge);
const tooManyFields = () => new FormError(413, messages.form.tooManyFields);
const unreadable = () => new FormError(400, messages.form.unreadable);

/** Each of @fastify/multipart's limits, with the message that says which one was passed. */
const multipartLimits: Record<string, () => FormError> = {
  FST_FILES_LIMIT: () => new FormError(413, messages.form.tooManyFiles),
  FST_FIELDS_LIMIT: tooManyFields,
  FST_PARTS_LIMIT: tooManyFields,
};

/** Our own refusals pass; @fastify/multipart's 413s become ours, named; anything else is a body we cannot read. */
function asFormError(error: unknown): FormError {
  if (error instanceof FormError) return error;
  const { statusCode, code = '' } = error as { statusCode?: number; code?: string };
  if (statusCode !== 413) return unreadable();
  return (multipartLimits[code] ?? tooLarge)();
}

function keep(fields: Record<string, string>, name: string, value: string): void {
  // The first value wins; a repeated name cannot smuggle a second one past validation.
  if (!Object.hasOwn(fields, name)) fields[name] = value;
}

/**
 * Reads a multipart or urlencoded form post within {@link formLimits}. Only a
 * part named `fileField` is kept as the file; other files are drained and
 * dropped. Throws a FormError (400 unreadable, 413 too large).
 */
export async function readFormBody(request: FastifyRequest, fileField?: string): Promise<FormBody> {
  const fields: Record<string, string> = Object.create(null);
  if (request.body instanceof URLSearchParams) {
    let count = 0;
    for (const [name, value] of request.body) {
      if (++count > formLimits.fields) throw tooManyFields();
      keep(fields, name, value);
    }
    return { fields: { ...fields } };
  }
  let file: FormBody['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new FormError(413, messages.form.fieldTooLong);
        if (typeof part.value === 'string') keep(fields, part.fieldname, part.value);
      } else if (part.fieldname === fileField && !file) {
        const bytes = await part.toBuffer();
        // A browser sends an empty part named '' when no file was chosen: that is no file.
        if (bytes.length > 0 || part.filename) file = { field: part.fieldname, filename: part.filename, declaredType: part.mimetype, bytes };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields: { ...fields }, ...(file && { file }) };
}
