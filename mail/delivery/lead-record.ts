import type { Readable } from 'node:stream';
import type { StoredSource } from './lead-verdict.ts';

/**
 * One accepted form submission as the HTTP layer hands it to a queue: the form,
 * its validated text fields, and at most one uploaded file. The file is already
 * on local disk (streamed there as it arrived, never held whole in memory); from
 * `enqueue` on, the queue owns that file and moves or deletes it.
 */
export interface AcceptedMail {
  /** The form's name, from our own route table (`enquiry`, `careers`, ...). */
  form: string;
  fields: Record<string, string>;
  /** Where the lead came from: the page, referrer, utm_* and the partner origin the server verified; and the server's verdict. */
  source?: StoredSource;
  file?: StagedFile;
}

/** An uploaded file staged on local disk. */
export interface StagedFile {
  filename: string;
  /** The type found by content (resume-type.ts), not the browser's claim. */
  contentType: string;
  path: string;
  size: number;
}

/** A queued submission as a worker reads it back for delivery. */
export interface QueuedMail {
  id: string;
  receivedAt: Date;
  form: string;
  fields: Record<string, string>;
  /** Where the lead came from, and the server's verdict; absent in records stored before it was recorded. */
  source?: StoredSource;
  /** The attachment's bytes: a Buffer, or a stream made fresh for each read. */
  file?: { filename: string; contentType: string; content: Buffer | Readable; size?: number };
}
