import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { FormError } from './form-error.ts';
import { formLimits } from './form-limits.ts';
import { stagedUploadName } from '../queue/staged-upload.ts';

/** A form post as read off the wire: text fields (first value of each name) and at most one file, staged on disk. */
export interface FormBody {
  fields: Record<string, string>;
  file?: { field: string; filename: string; declaredType: string; path: string; size: number };
}

/** How to read one post. */
export interface ReadFormOptions {
  /** The one part kept as a file; other files are drained and dropped. */
  fileField?: string;
  /** Where the file is written as it arrives. */
  stagingDir: string;
  /** Bytes of body read at most, chunked or not; past it the post is cut off with 413. */
  maxBytes: number;
}

const tooLarge = () => new FormError(413, messages.form.tooLarge);
const tooManyFields = () => new FormError(413, serverMessages.tooManyFields);
const unreadable = () => new FormError(400, serverMessages.unreadable);

/** Each of @fastify/multipart's limits, with the message that says which one was passed. */
const multipartLimits: Record<string, () => FormError> = {
  FST_FILES_LIMIT: () => new FormError(413, serverMessages.tooManyFiles),
  FST_FIELDS_LIMIT: tooManyFields,
  FST_PARTS_LIMIT: tooManyFields,
};

/**
 * Our own refusals pass; a failure to write the upload (a full disk) is ours,
 * 503; @fastify/multipart's 413s become ours, named; anything else is a body
 * we cannot read.
 */
function asFormError(error: unknown, request: FastifyRequest): FormError {
  if (error instanceof FormError) return error;
  if ((error as NodeJS.ErrnoException).syscall) {
    request.log.error({ err: error }, 'could not stage an upload');
    return new FormError(503, messages.form.serverUnavailable);
  }
  const { statusCode, code = '' } = error as { statusCode?: number; code?: string };
  if (statusCode !== 413) return unreadable();
  return (multipartLimits[code] ?? tooLarge)();
}

function keep(fields: Record<string, string>, name: string, value: string): void {
  // The first value wins; a repeated name cannot smuggle a second one past validation.
  if (!Object.hasOwn(fields, name)) fields[name] = value;
}

/**
 * Counts the body's bytes as they are read and stops reading at `maxBytes`:
 * busboy has no limit on a whole body, and a file it drains (or truncates at
 * its size limit) would otherwise be read to its end, however long.
 */
function capBody(request: FastifyRequest, maxBytes: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    let read = 0;
    const raw = request.raw;
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= maxBytes) return;
      raw.off('data', count);
      raw.unpipe();
      raw.pause();
      reject(tooLarge());
    };
    raw.on('data', count);
    raw.once('end', () => raw.off('data', count));
  });
}

/** Writes an uploaded file to disk as it arrives, durably (fdatasync): memory holds a chunk at a time, never the file. */
async function stage(stream: Readable, stagingDir: string): Promise<{ path: string; size: number }> {
  const file = path.join(stagingDir, stagedUploadName());
  let size = 0;
  stream.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    // flush: fsync before the file is closed, so an accepted upload is on disk before its 202.
    await pipeline(stream, createWriteStream(file, { flags: 'wx', flush: true }));
    return { path: file, size };
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

/**
 * Reads a multipart or urlencoded form post within {@link formLimits} and
 * `maxBytes`. The file part named `fileField` is streamed into stagingDir;
 * whatever goes wrong, nothing staged is left behind. Throws a FormError
 * (400 unreadable, 413 too large).
 */
export async function readFormBody(
  request: FastifyRequest,
  { fileField, stagingDir, maxBytes }: ReadFormOptions,
): Promise<FormBody> {
  const fields = Object.create(null) as Record<string, string>;
  if (request.body instanceof URLSearchParams) {
    let count = 0;
    for (const [name, value] of request.body) {
      if (++count > formLimits.fields) throw tooManyFields();
      keep(fields, name, value);
    }
    return { fields: { ...fields } };
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const capped = capBody(request, maxBytes);
  capped.catch(() => undefined); // settled by the race below, or never
  let file: FormBody['file'];
  let staging: { stream: Readable; done: Promise<unknown> } | undefined;
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (
      let next = await Promise.race([parts.next(), capped]);
      !next.done;
      next = await Promise.race([parts.next(), capped])
    ) {
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new FormError(413, serverMessages.fieldTooLong);
        if (typeof part.value === 'string') keep(fields, part.fieldname, part.value);
      } else if (part.fieldname === fileField && !file) {
        const done = stage(part.file, stagingDir);
        staging = { stream: part.file, done };
        const staged = await Promise.race([done, capped]);
        const kept = { field: part.fieldname, filename: part.filename, declaredType: part.mimetype, ...staged };
        if (part.file.truncated) {
          await unlink(staged.path).catch(() => undefined);
          throw tooLarge();
        }
        // A browser sends an empty part named '' when no file was chosen: that is no file.
        if (staged.size > 0 || part.filename) file = kept;
        else await unlink(staged.path).catch(() => undefined);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // A file cut off mid-way: its write stops, and stage() removes what it wrote.
    staging?.stream.destroy();
    await staging?.done.catch(() => undefined);
    if (file) await unlink(file.path).catch(() => undefined);
    throw asFormError(error, request);
  }
  return { fields: { ...fields }, ...(file && { file }) };
}
