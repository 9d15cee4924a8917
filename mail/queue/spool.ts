import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { clearStaging } from './clear-staging.ts';
import { DirectorySync } from '../delivery/directory-sync.ts';
import { isStagedUpload } from './staged-upload.ts';
import { mailIdPattern, newMailId } from './mail-id.ts';
import type { AcceptedMail, QueuedMail } from '../delivery/lead-record.ts';
import { appendSettlement, readSettlements, type Settlement } from './settlement-log.ts';
import { SpoolTally } from './spool-tally.ts';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/** A batch being written, or a record being split out of one, in tmp/. */
const tmpRecord = /^\d{13}-[0-9a-f]{16}\.(json|batch)$/;

const file = { filename: z.string(), contentType: z.string() };

/** Where the lead came from (lead-source.ts); records written before it was kept have none. */
const source = z.record(z.string(), z.string()).optional();

/** Version 2: the fields in `<id>.json`, the attachment's bytes as they came in `<id>.attachment`. */
const v2 = z.object({
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

/** A spooled record as the worker reads it: the post and the destinations it is for. */
export type SpooledMail = QueuedMail & { destinations: string[] };

/** Records stored before there were several destinations went to the company inbox alone. */
const ONLY_MAIL = ['mail'];

/** Batches written at once: while the disk syncs one, the next gathers and starts, and the disk merges their journal commits. */
const FLUSHES_AT_ONCE = 4;

/** A batch holds at most this many bytes of records (one is always allowed, whatever its size). */
const BATCH_BYTES = 4 * 1024 * 1024;

/** Records of a batch written at once while it is split. */
const UNBATCH_CONCURRENCY = 16;

/** Records read at once when the tally is counted from disk. */
const COUNT_CONCURRENCY = 32;

/** What checkWritable() writes: about one record, so a disk too full for a post fails it. */
const PROBE = Buffer.alloc(1024, 0x20);

type Folder = 'new' | 'failed';

type Extension = '.json' | '.attachment' | '.state';

/**
 * A maildir-style spool. A submission is `<id>.json` (its fields) and, for a
 * resume, `<id>.attachment` (the bytes as uploaded). Uploads stream into tmp/
 * as they arrive. Acceptance is a group commit: the attachments are renamed
 * into new/, the records of every submission waiting at that moment are
 * written as one `<first id>.batch` file in tmp/, fsynced, renamed into new/
 * (the commit), and new/ fsynced; then all of them are answered. Before each
 * delivery pass, unbatch() splits batches into one `<id>.json` per submission.
 * Each destination of a record settles on its own: a line appended and
 * fdatasynced to `<id>.state` (settlement-log.ts); the record leaves new/ only
 * when every destination it was stored for is settled.
 * A rename is atomic, so new/ only ever lists whole batches and records,
 * whatever moment a crash strikes. Records that could not be delivered move
 * to failed/ with their attachment, for a person to look at. One process owns
 * a spool.
 */
export class Spool {
  readonly #tmp: string;
  readonly #dirs: Record<Folder, string>;
  readonly #sync = new DirectorySync();
  /** What waits, settled and failed, kept as the spool changes: what /healthz reads instead of the files. */
  readonly tally = new SpoolTally();

  /** A spool rooted at dir (e.g. DATA_DIR/spool); call open() before use. */
  constructor(readonly dir: string) {
    this.#tmp = path.join(dir, 'tmp');
    this.#dirs = { new: path.join(dir, 'new'), failed: path.join(dir, 'failed') };
  }

  /** Where uploads are staged while they arrive: on the spool's disk, so acceptance is a rename. */
  get stagingDir(): string {
    return this.#tmp;
  }

  /**
   * Creates the folders, empties tmp/ (uploads cut off and batches or records
   * half-written when a process was killed: none was answered 202, and a
   * record being split is still in its batch), splits batches, and deletes
   * attachments whose record never landed (a crash mid-accept or mid-remove).
   * Call it before any post is read: one process owns a spool.
   */
  async open(): Promise<this> {
    await clearStaging(this.#tmp, (name) => isStagedUpload(name) || tmpRecord.test(name));
    for (const folder of [this.#dirs.new, this.#dirs.failed]) await mkdir(folder, { recursive: true });
    // Attachments of records still inside a batch are not orphans: split batches first.
    await this.unbatch();
    const names = new Set(await readdir(this.#dirs.new));
    for (const name of names) {
      if (/\.(attachment|state)$/.test(name) && !names.has(name.replace(/\.(attachment|state)$/, '.json')))
        await unlink(path.join(this.#dirs.new, name));
    }
    await this.#countWaiting();
    await this.countFailed();
    return this;
  }

  /** Seeds the tally with new/'s records: once, at open, before any post is taken. */
  async #countWaiting(): Promise<void> {
    const ids = await this.list('new');
    for (let start = 0; start < ids.length; start += COUNT_CONCURRENCY)
      await Promise.all(
        ids.slice(start, start + COUNT_CONCURRENCY).map(async (id) => {
          // An unreadable record still waits (for quarantine): counted, owing no destination.
          const names = await this.destinationsOf(id).catch((): string[] => []);
          const settled = await this.settlements(id).catch(() => new Map<string, Settlement>());
          this.tally.added(id, names, new Map([...settled].map(([name, { outcome }]) => [name, outcome])));
        }),
      );
  }

  /** Counts failed/ into the tally afresh: at open, and after a retention sweep deleted from it. */
  async countFailed(): Promise<void> {
    const ids = await this.list('failed');
    const givenUp = new Map<string, number>();
    for (const id of ids)
      for (const [name, { outcome }] of await this.settlements(id, 'failed').catch(() => new Map<string, Settlement>()))
        if (outcome === 'given-up') givenUp.set(name, (givenUp.get(name) ?? 0) + 1);
    this.tally.countFailed(ids.length, givenUp);
  }

  /**
   * Writes and deletes a small file where posts are staged, without fsync:
   * throws when the spool's disk cannot take a post (full, read-only, gone).
   */
  async checkWritable(): Promise<void> {
    const probe = path.join(this.#tmp, '.healthz-probe');
    const handle = await open(probe, 'w');
    try {
      await handle.writeFile(PROBE);
    } finally {
      await handle.close();
      await unlink(probe).catch(ignoreMissing);
    }
  }

  /**
   * Stores a submission durably; once this resolves it survives a crash.
   * Takes ownership of mail.file's staged file (it must be in stagingDir's
   * file system): moved into the spool, or deleted if storing fails.
   *
   * Group commit: submissions that arrive while a batch is being written wait
   * for the next one, and each batch is one file, one fsync and one directory
   * fsync for all of them, however many. The delivery worker splits a batch
   * into one record per submission before it sends any (see unbatch()).
   */
  async enqueue(
    { form, fields, source, file }: AcceptedMail,
    receivedAt = new Date(),
    destinations: readonly string[] = ONLY_MAIL,
  ): Promise<string> {
    const id = newMailId(receivedAt);
    const line = JSON.stringify({
      version: 2,
      id,
      receivedAt: receivedAt.toISOString(),
      form,
      fields,
      ...(source && { source }),
      ...(file && { file: { filename: file.filename, contentType: file.contentType, size: file.size } }),
      destinations: [...destinations],
    } satisfies z.input<typeof v2>);
    const attachment = file && this.#path(id, 'new', '.attachment');
    try {
      // Not yet a submission: without its record, open() sweeps it after a crash.
      if (file) await rename(file.path, attachment!);
      await new Promise<void>((resolve, reject) => {
        this.#pending.push({ line, id, destinations, resolve, reject });
        this.#flushSoon();
      });
    } catch (error) {
      // A half-written file (a full disk: ENOSPC) would keep the disk full and
      // refuse every later post too: everything of this submission goes with the error.
      await Promise.all(
        [attachment, file?.path]
          .filter((leftover) => leftover !== undefined)
          .map((leftover) => unlink(leftover).catch(() => undefined)),
      );
      throw error;
    }
    return id;
  }

  readonly #pending: {
    line: string;
    id: string;
    destinations: readonly string[];
    resolve: () => void;
    reject: (error: unknown) => void;
  }[] = [];
  #flushing = 0;

  #flushSoon(): void {
    if (this.#flushing >= FLUSHES_AT_ONCE) return; // a batch in flight takes the waiting ones when it is done
    this.#flushing++;
    // One turn of the event loop gathers what arrives together into the batch.
    setImmediate(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      let bytes = 0;
      let count = 0;
      while (count < this.#pending.length && (count === 0 || bytes + this.#pending[count]!.line.length < BATCH_BYTES))
        bytes += this.#pending[count++]!.line.length + 1;
      const batch = this.#pending.splice(0, count);
      try {
        await this.#writeBatch(batch.map(({ line }) => line));
        // Counted before anyone hears of it, so no delivery can settle a record the tally has not seen.
        for (const { id, destinations } of batch) this.tally.added(id, destinations);
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.#flushing--;
  }

  /** One batch: written and fsynced in tmp/, renamed into new/ (the commit), new/ fsynced. */
  async #writeBatch(lines: string[]): Promise<void> {
    const name = `${(JSON.parse(lines[0]!) as { id: string }).id}.batch`;
    const tmpBatch = path.join(this.#tmp, name);
    try {
      const handle = await open(tmpBatch, 'wx');
      try {
        await handle.writeFile(`${lines.join('\n')}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(tmpBatch, path.join(this.#dirs.new, name));
    } catch (error) {
      await unlink(tmpBatch).catch(() => undefined);
      throw error;
    }
    // The batch and its attachments were all renamed into new/: one fsync makes them durable.
    await this.#sync.sync(this.#dirs.new);
  }

  /**
   * Splits every batch in new/ into one record per submission, durably, then
   * removes the batch: the worker calls it before each pass. Splitting again
   * after a crash rewrites the same records, so nothing is lost or doubled. A
   * line that is not a valid record is kept: its batch moves to failed/.
   */
  async unbatch(): Promise<void> {
    const batches = (await readdir(this.#dirs.new)).filter((name) => name.endsWith('.batch')).sort();
    for (const name of batches) {
      const batch = path.join(this.#dirs.new, name);
      const lines = (await readFile(batch, 'utf8')).split('\n').filter(Boolean);
      let bad = 0;
      const split = async (line: string) => {
        const record = v2.safeParse(JSON.parse(line));
        const id = record.success ? record.data.id : undefined;
        if (!id || !mailIdPattern.test(id)) return void bad++;
        const tmpRecord = path.join(this.#tmp, `${id}.json`);
        const handle = await open(tmpRecord, 'w');
        try {
          await handle.writeFile(line);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(tmpRecord, this.#path(id, 'new'));
      };
      // A few at a time: a batch may hold thousands, and file descriptors are finite.
      for (let start = 0; start < lines.length; start += UNBATCH_CONCURRENCY) {
        await Promise.all(
          lines.slice(start, start + UNBATCH_CONCURRENCY).map((line) =>
            split(line).catch((error: unknown) => {
              if (error instanceof SyntaxError) bad++;
              else throw error;
            }),
          ),
        );
      }
      await this.#sync.sync(this.#dirs.new);
      if (bad > 0) await rename(batch, path.join(this.#dirs.failed, name));
      else await unlink(batch);
      await this.#sync.sync(this.#dirs.new);
    }
  }

  /** Submissions written in batches not yet split by unbatch(), with their destinations: counted for /healthz. */
  async batched(): Promise<{ id: string; destinations: string[] }[]> {
    const records: { id: string; destinations: string[] }[] = [];
    for (const name of (await readdir(this.#dirs.new)).filter((n) => n.endsWith('.batch'))) {
      const text = await readFile(path.join(this.#dirs.new, name), 'utf8').catch(() => '');
      for (const line of text.split('\n')) {
        const id = /"id":"(\d{13}-[0-9a-f]{16})"/.exec(line)?.[1];
        const listed = /"destinations":(\[[^\]]*\])/.exec(line)?.[1];
        if (id) records.push({ id, destinations: listed ? (JSON.parse(listed) as string[]) : ONLY_MAIL });
      }
    }
    return records.sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /** Ids waiting in new/ (or failed/), oldest first. */
  async list(folder: Folder = 'new'): Promise<string[]> {
    const names = await readdir(this.#dirs[folder]);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter((id) => mailIdPattern.test(id))
      .sort();
  }

  /**
   * Reads one waiting submission; throws if it is missing, not a valid spool
   * record, or its attachment is missing or of another size. The attachment
   * is a stream opened afresh for each read.
   */
  async read(id: string): Promise<SpooledMail> {
    const record = await this.#record(id);
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
    const attachment = this.#path(id, 'new', '.attachment');
    const { size } = await stat(attachment);
    if (size !== file.size) throw new Error(`the attachment of ${id} has ${size} bytes, its record says ${file.size}`);
    return {
      ...known,
      file: { ...file, content: createReadStream(attachment) },
    };
  }

  /** The destinations a waiting record was stored for. */
  async destinationsOf(id: string): Promise<string[]> {
    const record = await this.#record(id);
    return (record.version === 2 && record.destinations) || ONLY_MAIL;
  }

  async #record(id: string): Promise<z.output<typeof stored>> {
    return stored.parse(JSON.parse(await readFile(this.#path(id, 'new'), 'utf8')));
  }

  /** How each destination of a record has settled so far (in new/, or in failed/ for a person). */
  settlements(id: string, folder: Folder = 'new'): Promise<Map<string, Settlement>> {
    return readSettlements(this.#path(id, folder, '.state'));
  }

  /** Records one destination's settlement durably (the line and, the first time, its folder entry) before resolving. */
  async settle(id: string, settlement: Settlement): Promise<void> {
    await appendSettlement(this.#path(id, 'new', '.state'), settlement);
    this.tally.settled(id, settlement.destination, settlement.outcome);
    await this.#sync.sync(this.#dirs.new);
  }

  /** Deletes a delivered submission, durably, so a restart cannot send it again. */
  async remove(id: string): Promise<void> {
    await unlink(this.#path(id, 'new'));
    this.tally.removed(id);
    await this.#sync.sync(this.#dirs.new);
    // The record is gone, so this is no longer a submission; a crash here leaves strays that open() sweeps.
    for (const extension of ['.attachment', '.state'] as const)
      await unlink(this.#path(id, 'new', extension)).catch(ignoreMissing);
  }

  /**
   * Moves a submission that could not be delivered to failed/, where it is
   * kept, not retried: the attachment first, then its settlements (linked, so
   * new/ keeps them until the record itself has moved: a crash in between
   * never makes a settled destination deliver again), then the record.
   */
  async fail(id: string): Promise<void> {
    await rename(this.#path(id, 'new', '.attachment'), this.#path(id, 'failed', '.attachment')).catch(ignoreMissing);
    const state = this.#path(id, 'failed', '.state');
    await unlink(state).catch(ignoreMissing);
    await link(this.#path(id, 'new', '.state'), state).catch(ignoreMissing);
    await rename(this.#path(id, 'new'), this.#path(id, 'failed'));
    this.tally.failed(id);
    await this.#sync.sync(this.#dirs.failed);
    await this.#sync.sync(this.#dirs.new);
    await unlink(this.#path(id, 'new', '.state')).catch(ignoreMissing);
  }

  #path(id: string, folder: Folder, extension: Extension = '.json'): string {
    // Ids reach here from our own listing, but a path is built from them: refuse anything else.
    if (!mailIdPattern.test(id)) throw new Error(`not a spool id: ${JSON.stringify(id)}`);
    return path.join(this.#dirs[folder], `${id}${extension}`);
  }
}
