import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DirectorySync } from './directory-sync.ts';
import type { AcceptedMail, QueuedMail } from './mail-queue.ts';

/** Milliseconds since the epoch (13 digits) then randomness: unique, and sorting by name is sorting by age. */
const idPattern = /^\d{13}-[0-9a-f]{16}$/;

/** A new id for a submission received at `at`. */
export const newMailId = (at: Date) => `${String(at.getTime()).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;

/** When the submission with this id was accepted (its first 13 digits). */
export const receivedAtOf = (id: string) => new Date(Number(id.slice(0, 13)));

const file = { filename: z.string(), contentType: z.string() };

/** Version 2: the fields in `<id>.json`, the attachment's bytes as they came in `<id>.attachment`. */
const v2 = z.object({
  version: z.literal(2),
  receivedAt: z.iso.datetime(),
  form: z.string(),
  fields: z.record(z.string(), z.string()),
  file: z.object({ ...file, size: z.number().int().nonnegative() }).optional(),
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

/** A tmp/ file this old is a leftover of a crash mid-write, never a write or an upload in progress. */
const STALE_TMP_MS = 60 * 60 * 1000;

type Folder = 'new' | 'failed';

/**
 * A maildir-style spool. A submission is `<id>.json` (its fields) and, for a
 * resume, `<id>.attachment` (the bytes as uploaded). Uploads stream into tmp/
 * as they arrive; on acceptance the record is written and fsynced in tmp/,
 * then the attachment and the record are renamed into new/ and new/ fsynced.
 * The record's rename is the commit: new/ only ever lists whole submissions,
 * whatever moment a crash strikes. Concurrent acceptances share the directory
 * fsync (group commit). Records that could not be delivered move to failed/
 * with their attachment, for a person to look at. One process owns a spool.
 */
export class Spool {
  readonly #tmp: string;
  readonly #dirs: Record<Folder, string>;
  readonly #sync = new DirectorySync();

  /** A spool rooted at dir (e.g. DATA_DIR/spool); call open() before use. */
  constructor(readonly dir: string) {
    this.#tmp = path.join(dir, 'tmp');
    this.#dirs = { new: path.join(dir, 'new'), failed: path.join(dir, 'failed') };
  }

  /** Where uploads are staged while they arrive: on the spool's disk, so acceptance is a rename. */
  get stagingDir(): string {
    return this.#tmp;
  }

  /** Creates the folders, deletes stale tmp/ files and attachments whose record never landed (a crash mid-accept or mid-remove). */
  async open(): Promise<this> {
    for (const folder of [this.#tmp, this.#dirs.new, this.#dirs.failed]) await mkdir(folder, { recursive: true });
    for (const name of await readdir(this.#tmp)) {
      const file = path.join(this.#tmp, name);
      const { mtimeMs } = await stat(file);
      if (Date.now() - mtimeMs > STALE_TMP_MS) await unlink(file);
    }
    const names = new Set(await readdir(this.#dirs.new));
    for (const name of names) {
      if (name.endsWith('.attachment') && !names.has(name.replace(/\.attachment$/, '.json'))) await unlink(path.join(this.#dirs.new, name));
    }
    return this;
  }

  /**
   * Stores a submission durably; once this resolves it survives a crash.
   * Takes ownership of mail.file's staged file (it must be in stagingDir's
   * file system): moved into the spool, or deleted if storing fails.
   */
  async enqueue({ form, fields, file }: AcceptedMail, receivedAt = new Date()): Promise<string> {
    const id = newMailId(receivedAt);
    const body = {
      version: 2,
      receivedAt: receivedAt.toISOString(),
      form,
      fields,
      ...(file && { file: { filename: file.filename, contentType: file.contentType, size: file.size } }),
    } satisfies z.input<typeof v2>;
    const tmpRecord = path.join(this.#tmp, `${id}.json`);
    const attachment = this.#path(id, 'new', '.attachment');
    try {
      const handle = await open(tmpRecord, 'wx');
      try {
        await handle.writeFile(JSON.stringify(body));
        await handle.datasync();
      } finally {
        await handle.close();
      }
      if (file) await rename(file.path, attachment);
      await rename(tmpRecord, this.#path(id, 'new'));
    } catch (error) {
      // A half-written file (a full disk: ENOSPC) would keep the disk full and
      // refuse every later post too: everything of this submission goes with the error.
      await Promise.all([tmpRecord, attachment, file?.path].map((leftover) => leftover && unlink(leftover).catch(() => undefined)));
      throw error;
    }
    // Both renames are in new/: one fsync (shared with concurrent posts) makes them durable.
    await this.#sync.sync(this.#dirs.new);
    return id;
  }

  /** Ids waiting in new/ (or failed/), oldest first. */
  async list(folder: Folder = 'new'): Promise<string[]> {
    const names = await readdir(this.#dirs[folder]);
    return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).filter((id) => idPattern.test(id)).sort();
  }

  /**
   * Reads one waiting submission; throws if it is missing, not a valid spool
   * record, or its attachment is missing or of another size. The attachment
   * is a stream opened afresh for each read.
   */
  async read(id: string): Promise<QueuedMail> {
    const json: unknown = JSON.parse(await readFile(this.#path(id, 'new'), 'utf8'));
    const record = stored.parse(json);
    if (record.version === 1) {
      const { form, fields, file } = record.record;
      const content = file && { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.base64, 'base64') };
      return { id, receivedAt: new Date(record.receivedAt), form, fields, ...(content && { file: content }) };
    }
    const { receivedAt, form, fields, file } = record;
    if (!file) return { id, receivedAt: new Date(receivedAt), form, fields };
    const attachment = this.#path(id, 'new', '.attachment');
    const { size } = await stat(attachment);
    if (size !== file.size) throw new Error(`the attachment of ${id} has ${size} bytes, its record says ${file.size}`);
    return { id, receivedAt: new Date(receivedAt), form, fields, file: { filename: file.filename, contentType: file.contentType, content: createReadStream(attachment) } };
  }

  /** Deletes a delivered submission, durably, so a restart cannot send it again. */
  async remove(id: string): Promise<void> {
    await unlink(this.#path(id, 'new'));
    await this.#sync.sync(this.#dirs.new);
    // The record is gone, so this is no longer a submission; a crash here leaves a stray attachment that open() sweeps.
    await unlink(this.#path(id, 'new', '.attachment')).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Moves a submission that could not be delivered to failed/, attachment first, where it is kept, not retried. */
  async fail(id: string): Promise<void> {
    await rename(this.#path(id, 'new', '.attachment'), this.#path(id, 'failed', '.attachment')).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(this.#path(id, 'new'), this.#path(id, 'failed'));
    await this.#sync.sync(this.#dirs.failed);
    await this.#sync.sync(this.#dirs.new);
  }

  #path(id: string, folder: Folder, extension: '.json' | '.attachment' = '.json'): string {
    // Ids reach here from our own listing, but a path is built from them: refuse anything else.
    if (!idPattern.test(id)) throw new Error(`not a spool id: ${JSON.stringify(id)}`);
    return path.join(this.#dirs[folder], `${id}${extension}`);
  }
}
