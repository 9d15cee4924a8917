import type pg from 'pg';
import { z } from 'zod';
import type { Destination } from '../../delivery/destination.ts';
import type { QueuedMail } from '../../delivery/lead-record.ts';

const storedFields = z.record(z.string(), z.string());
const storedSource = z.record(z.string(), z.string()).nullable();

/** A message as read back: fields are checked only when composing, so a bad row is given up on, not retried. */
export type Stored = Omit<QueuedMail, 'fields' | 'source' | 'file'> & {
  fields: unknown;
  source: unknown;
  attempts: number;
  file?: { filename: string; contentType: string; content: Buffer; size: number };
};

/** A row of mail.message joined with one delivery and its attachment, if any (the columns readDelivery selects). */
interface MessageRow {
  received_at: Stored['receivedAt'];
  form: Stored['form'];
  fields: unknown;
  source: unknown;
  attempts: number;
  filename: string | null;
  content_type: string | null;
  content: Buffer | null;
  size: number | null;
}

/** A stored message as composeMail reads it; its fields are checked here, so a bad row is given up on, not retried. */
export const asQueued = ({ id, receivedAt, form, fields, source, file }: Stored): QueuedMail => {
  const lead = storedSource.parse(source ?? null);
  return {
    id,
    receivedAt,
    form,
    fields: storedFields.parse(fields),
    ...(lead && { source: lead }),
    ...(file && { file }),
  };
};

/**
 * The message, its file and what this destination has tried so far, or
 * undefined if it is gone or this destination has settled it. A destination
 * that reads no attachment gets its name, type and size, not its bytes.
 */
export async function readDelivery(pool: pg.Pool, id: string, destination: Destination): Promise<Stored | undefined> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT m.received_at, m.form, m.fields, m.source, d.attempts, a.filename, a.content_type,
            CASE WHEN $3 THEN a.content ELSE '' END AS content, octet_length(a.content) AS size
     FROM mail.message m JOIN mail.delivery d ON d.mail_id = m.id AND d.destination = $2
     LEFT JOIN mail.attachment a ON a.mail_id = m.id
     WHERE m.id = $1 AND d.delivered_at IS NULL AND d.failed_at IS NULL`,
    [id, destination.name, destination.readsAttachment !== false],
  );
  const [row] = rows;
  if (!row) return undefined;
  const { received_at: receivedAt, form, fields, source, attempts, filename, content_type: contentType } = row;
  const { content, size } = row;
  return {
    id,
    receivedAt,
    form,
    fields,
    source,
    attempts,
    ...(content &&
      filename !== null &&
      contentType !== null && { file: { filename, contentType, content, size: Number(size) } }),
  };
}
