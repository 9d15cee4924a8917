import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { AcceptedMail, QueuedMail } from '../../delivery/lead-record.ts';

const file = { filename: z.string(), contentType: z.string() };

/** Where the lead came from (lead-source.ts); records written before it was kept have none. */
const source = z.record(z.string(), z.string()).optional();

/** Version 2: the fields in `<id>.json`, the attachment's bytes as they came in `<id>.attachment`. */
export const v2 = z.object({
  version: z.literal(2),
  /** Present in a batch line, where the file name cannot carry it. */
  id: z.string().optional(),
  receivedAt: z.iso.datetime(),
  form: z.string(),
  fields: z.record(z.string(), z.string()),
  source,
  file: z.object({ ...file, size: z.number().int().nonnegative() }).optional(),
  /** The destinations that wanted this post at intake; records stored before there were several went to 'mail' alone. */
  destinations: z.array(z.string()).optional(),
});

/** Version 1 (before uploads were streamed to disk): the attachment inline as base64. Still read, so an upgrade loses nothing. */
const v1 = z.object({
  version: z.literal(1),
  receivedAt: z.iso.datetime(),
  record: z.object({
    form: z.string(),
    fields: z.record(z.string(), z.string()),
    file: z.object({ ...file, base64: z.base64() }).optional(),
  }),
});

const stored = z.discriminatedUnion('version', [v2, v1]);

/** A spooled record as it is stored, of either version. */
export type StoredRecord = z.output<typeof stored>;

/** A spooled record as the worker reads it: the post and the destinations it is for. */
export type SpooledMail = QueuedMail & { destinations: string[] };

/** Records stored before there were several destinations went to the company inbox alone. */
export const ONLY_MAIL = ['mail'];

/** Whether a record line stores a resume beside it. */
export const hasAttachment = (line: string) => line.includes('"file":{');

/** The line a post is stored as in its batch: its fields and its resume's name, type and size, not its bytes. */
export function recordLine(
  id: string,
  { form, fields, source, file }: AcceptedMail,
  receivedAt: Date,
  destinations: readonly string[],
): string {
  return JSON.stringify({
    version: 2,
    id,
    receivedAt: receivedAt.toISOString(),
    form,
    fields,
    ...(source && { source }),
    ...(file && { file: { filename: file.filename, contentType: file.contentType, size: file.size } }),
    destinations: [...destinations],
  } satisfies z.input<typeof v2>);
}

/** Parses a stored line, of either version; throws when it is not a spool record. */
export const parseRecord = (line: string): StoredRecord => stored.parse(JSON.parse(line));

/** The destinations a record was stored for. */
export const destinationsIn = (record: StoredRecord): string[] =>
  (record.version === 2 && record.destinations) || ONLY_MAIL;

/**
 * A record as the worker reads it. A version 2 attachment is a stream of
 * `attachment` opened afresh; one missing, or of another size than its record
 * says, throws rather than let the mail go without it.
 */
export async function spooledMail(id: string, record: StoredRecord, attachment: string): Promise<SpooledMail> {
  if (record.version === 1) {
    const { form, fields, file } = record.record;
    const content = file && {
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    };
    const destinations = ONLY_MAIL;
    return {
      id,
      receivedAt: new Date(record.receivedAt),
      form,
      fields,
      destinations,
      ...(content && { file: content }),
    };
  }
  const { receivedAt, form, fields, source, file, destinations = ONLY_MAIL } = record;
  const known = { id, receivedAt: new Date(receivedAt), form, fields, destinations, ...(source && { source }) };
  if (!file) return known;
  const { size } = await stat(attachment);
  if (size !== file.size) throw new Error(`the attachment of ${id} has ${size} bytes, its record says ${file.size}`);
  return {
    ...known,
    file: { ...file, content: createReadStream(attachment) },
  };
}
