import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { clearStaging } from './clear-staging.ts';
import { DirectorySync } from '../delivery/directory-sync.ts';
import { isStagedUpload } from './staged-upload.ts';
import { mailIdPattern, newMailId } from './mail-id.ts';
import type { AcceptedMail, QueuedMail } from '../delivery/lead-record.ts';
import { Journal, readJournal, readSettlements, type JournalEntry, type Settlement } from './settlement-log.ts';
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

/** How long after its last commit intake counts as busy, for the worker to hold back (intakeBusy). */
const INTAKE_QUIET_MS = 100;

/** Bytes of record files kept parsed in memory, newest first: the worker reads a batch it was handed at intake from here. */
const CACHED_BYTES = 16 * 1024 * 1024;

/** What checkWritable() writes: about one record, so a disk too full for a post fails it. */
const PROBE = Buffer.alloc(1024, 0x20);

type Folder = 'new' | 'failed';

type Extension = '.json' | '.attachment' | '.state';

/** A file of records in new/ and its journal: a batch, or a lone `<id>.json` an earlier version split out. */
interface RecordFile {
  /** `<first id>.batch`, or `<id>.json`. */
  name: string;
  journal: Journal;
  /** Its records still in new/. */
  waiting: Set<string>;
  /** Lines that are not a record: the file goes to failed/ for a person once its records have left. */
  bad: number;
  /** Its waiting records that came with a resume (`<id>.attachment`). */
  attached: Set<string>;
}

/** Whether a record line stores a resume beside it. */
const hasAttachment = (line: string) => line.includes('"file":{');

const missing = (id: string) =>
  Object.assign(new Error(`${id} is not waiting in the spool`), { code: 'ENOENT' }) as NodeJS.ErrnoException;

/**
 * A maildir-style spool. A submission's fields are one line of a batch file
 * in new/; a resume is `<id>.attachment` beside it (the bytes as uploaded).
 * Uploads stream into tmp/ as they arrive. Acceptance is a group commit: the
 * attachments are renamed into new/, the records of every submission waiting
 * at that moment are written as one `<first id>.batch` file in tmp/,
 * fsynced, renamed into new/ (the commit), and new/ fsynced; then all of
 * them are answered. Records are delivered from their batch as it is: each
 * destination's settlement, and a record's leaving, is a line appended to the
 * batch's journal `<first id>.settled` (settlement-log.ts), group-committed,
 * so a busy worker pays one fdatasync for many leads, not several files each.
 * A batch and its journal are deleted once every record in it has left;
 * records that could not be delivered are written to failed/ one by one
 * (`<id>.json`, `<id>.state`, `<id>.attachment`), for a person to look at.
 * A rename is atomic, so new/ only ever lists whole batches, whatever moment
 * a crash strikes. One process owns a spool: what waits is indexed in memory
 * when it opens and kept as it changes, so the worker lists and reads without
 * touching the disk. Lone `<id>.json` records with their `<id>.state` (an
 * earlier version's layout) are delivered the same way.
 */
export class Spool {
  readonly #tmp: string;
  readonly #dirs: Record<Folder, string>;
  readonly #sync = new DirectorySync();
  /** What waits, settled and failed, kept as the spool changes: what /healthz reads instead of the files. */
  readonly tally = new SpoolTally();
  /** Each waiting record's file. */
  readonly #fileOf = new Map<string, RecordFile>();
  /** Each waiting record's settlements so far. */
  readonly #settled = new Map<string, Map<string, Settlement>>();
  /** Record lines of recent files by id, least recently used first (CACHED_BYTES in all). */
  readonly #lines = new Map<string, Map<string, string>>();
  #cachedBytes = 0;

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
   * half-written when a process was killed: none was answered 202), indexes
   * what waits in new/ with its journals, finishes what a crash interrupted
   * (a record written to failed/ but not yet marked as left; a file whose
   * records had all left), and deletes attachments and journals whose record
   * is gone. Call it before any post is read: one process owns a spool.
   */
  async open(): Promise<this> {
    await clearStaging(this.#tmp, (name) => isStagedUpload(name) || tmpRecord.test(name));
    for (const folder of [this.#dirs.new, this.#dirs.failed]) await mkdir(folder, { recursive: true });
    const names = new Set(await readdir(this.#dirs.new));
    // Lone records first: one split out of a batch that a crash left behind is the same record, with its settlements.
    const files = [...names].filter((name) => name.endsWith('.json')).sort();
    files.push(...[...names].filter((name) => name.endsWith('.batch')).sort());
    const loaded: RecordFile[] = [];
    for (const name of files) loaded.push(await this.#load(name));
    const failed = new Set(await readdir(this.#dirs.failed));
    for (const id of [...this.#fileOf.keys()]) if (failed.has(`${id}.json`)) await this.#leave(id, 'failed');
    for (const file of loaded) if (file.waiting.size === 0) await this.#retire(file);
    const live = new Set(
      loaded.filter((file) => file.waiting.size > 0).map((file) => path.basename(file.journal.file)),
    );
    for (const name of await readdir(this.#dirs.new)) {
      const [, base, extension] = /^(.*)\.(attachment|state|settled)$/.exec(name) ?? [];
      if (base === undefined || (extension === 'attachment' ? this.#fileOf.has(base) : live.has(name))) continue;
      await unlink(path.join(this.#dirs.new, name)).catch(ignoreMissing);
    }
    for (const [id, settled] of this.#settled)
      this.tally.added(
        id,
        await this.destinationsOf(id).catch((): string[] => []), // an unreadable record still waits (for quarantine)
        new Map([...settled].map(([name, { outcome }]) => [name, outcome])),
      );
    await this.countFailed();
    return this;
  }

  /** Indexes one record file of new/ and replays its journal. */
  async #load(name: string): Promise<RecordFile> {
    const text = await readFile(path.join(this.#dirs.new, name), 'utf8');
    const lines = new Map<string, string>();
    let bad = 0;
    if (name.endsWith('.json')) lines.set(name.slice(0, -5), text);
    else
      for (const line of text.split('\n').filter(Boolean)) {
        let id: string | undefined;
        try {
          const record = v2.safeParse(JSON.parse(line));
          id = record.success ? record.data.id : undefined;
        } catch {
          // counted below
        }
        if (id && mailIdPattern.test(id)) {
          if (!this.#fileOf.has(id)) lines.set(id, line);
        } else bad++;
      }
    const lone = name.endsWith('.json') ? name.slice(0, -5) : undefined;
    const { entries, exists, torn } = await readJournal(this.#journalOf(name), lone);
    const file = this.#index(name, lines, bad, { exists, torn });
    for (const entry of entries) {
      if (!file.waiting.has(entry.id)) continue;
      if ('left' in entry) {
        file.waiting.delete(entry.id);
        this.#fileOf.delete(entry.id);
        this.#settled.delete(entry.id);
      } else {
        const { id, ...settlement } = entry;
        this.#settled.get(id)!.set(settlement.destination, settlement);
      }
    }
    return file;
  }

  /** A record file's journal: `<id>.state` beside a lone `<id>.json`, `<first id>.settled` beside a batch. */
  #journalOf(name: string): string {
    const base = name.replace(/\.(json|batch)$/, '');
    return path.join(this.#dirs.new, `${base}.${name.endsWith('.json') ? 'state' : 'settled'}`);
  }

  /** Adds a record file to the index; its journal is created with its first line. */
  #index(
    name: string,
    lines: Map<string, string>,
    bad: number,
    journal?: { exists: boolean; torn: boolean },
  ): RecordFile {
    const file: RecordFile = {
      name,
      journal: new Journal(this.#journalOf(name), () => this.#sync.sync(this.#dirs.new), journal),
      waiting: new Set(lines.keys()),
      bad,
      attached: new Set([...lines].filter(([, line]) => hasAttachment(line)).map(([id]) => id)),
    };
    for (const id of lines.keys()) {
      this.#fileOf.set(id, file);
      this.#settled.set(id, new Map());
    }
    this.#cache(name, lines);
    return file;
  }

  #cache(name: string, lines: Map<string, string>): void {
    this.#lines.set(name, lines);
    this.#cachedBytes += [...lines.values()].reduce((sum, line) => sum + line.length, 0);
    for (const [oldest, cached] of this.#lines) {
      if (this.#cachedBytes <= CACHED_BYTES || oldest === name) break;
      this.#lines.delete(oldest);
      this.#cachedBytes -= [...cached.values()].reduce((sum, line) => sum + line.length, 0);
    }
  }

  /** A waiting record's line, from memory or read again from its file. */
  async #line(id: string): Promise<string> {
    const file = this.#fileOf.get(id);
    if (!file) throw missing(id);
    let lines = this.#lines.get(file.name);
    if (lines) {
      // Used: now the most recent.
      this.#lines.delete(file.name);
      this.#lines.set(file.name, lines);
    } else {
      const text = await readFile(path.join(this.#dirs.new, file.name), 'utf8');
      lines = new Map();
      if (file.name.endsWith('.json')) lines.set(id, text);
      else
        for (const line of text.split('\n')) {
          const at = /"id":"(\d{13}-[0-9a-f]{16})"/.exec(line)?.[1];
          if (at && file.waiting.has(at)) lines.set(at, line);
        }
      this.#cache(file.name, lines);
    }
    const line = lines.get(id);
    if (line === undefined) throw missing(id);
    return line;
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
   * fsync for all of them, however many. The worker delivers from the batch as it is.
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
  #lastCommit = Number.NEGATIVE_INFINITY;

  /**
   * Whether posts are being committed now or were a moment ago: the worker
   * then delivers with fewer at once, so a burst's 202s are not slowed by the
   * deliveries' CPU and fsyncs, and catches up at full width once it ends.
   */
  get intakeBusy(): boolean {
    return this.#flushing > 0 || performance.now() - this.#lastCommit < INTAKE_QUIET_MS;
  }

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
        this.#lastCommit = performance.now();
        // Known before anyone hears of it, so no delivery can settle a record the spool has not seen.
        this.#index(`${batch[0]!.id}.batch`, new Map(batch.map(({ id, line }) => [id, line])), 0);
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

  /** Ids waiting in new/ (from memory) or in failed/ (from the folder), oldest first. */
  async list(folder: Folder = 'new'): Promise<string[]> {
    if (folder === 'new') return [...this.#fileOf.keys()].sort();
    const names = await readdir(this.#dirs[folder]);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter((id) => mailIdPattern.test(id))
      .sort();
  }

  /** Waiting records received before `before`: kept by retention until they are delivered or given up. */
  waitingSince(before: Date): number {
    const bound = String(before.getTime()).padStart(13, '0');
    let count = 0;
    for (const id of this.#fileOf.keys()) if (id.slice(0, 13) < bound) count++;
    return count;
  }

  /**
   * Reads one waiting submission; throws if it is not waiting (ENOENT), not a
   * valid spool record, or its attachment is missing or of another size. The
   * attachment is a stream opened afresh for each read.
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
    this.#path(id, 'new'); // refuses what is not an id
    return stored.parse(JSON.parse(await this.#line(id)));
  }

  /** How each destination of a record has settled so far (waiting in new/, or in failed/ for a person). */
  async settlements(id: string, folder: Folder = 'new'): Promise<Map<string, Settlement>> {
    if (folder === 'failed') return readSettlements(this.#path(id, 'failed', '.state'));
    this.#path(id, 'new');
    return new Map(this.#settled.get(id));
  }

  /** Records one destination's settlement durably (a line in its file's journal) before resolving. */
  async settle(id: string, settlement: Settlement): Promise<void> {
    const file = this.#waiting(id);
    await file.journal.append({ id, ...settlement });
    this.#settled.get(id)?.set(settlement.destination, settlement);
    this.tally.settled(id, settlement.destination, settlement.outcome);
  }

  /** Marks a delivered submission as gone, durably, so a restart cannot send it again; its attachment goes with it. */
  async remove(id: string): Promise<void> {
    this.#waiting(id);
    await this.#leave(id, 'delivered');
  }

  /**
   * Writes a submission that could not be delivered to failed/, where it is
   * kept, not retried: its fields as `<id>.json`, its settlements as
   * `<id>.state` and its attachment, made durable, and only then marked as
   * gone from new/. A crash in between finds it in failed/ at open and
   * finishes the move.
   */
  async fail(id: string): Promise<void> {
    this.#waiting(id);
    const line = await this.#line(id);
    const settled = [...(this.#settled.get(id) ?? new Map<string, Settlement>()).values()];
    await rename(this.#path(id, 'new', '.attachment'), this.#path(id, 'failed', '.attachment')).catch(ignoreMissing);
    await this.#writeDurably(this.#path(id, 'failed', '.state'), settled.map((s) => `${JSON.stringify(s)}\n`).join(''));
    await this.#writeDurably(this.#path(id, 'failed'), line);
    await this.#sync.sync(this.#dirs.failed);
    await this.#leave(id, 'failed');
  }

  /** Writes a file in tmp/, fsynced, then renames it to `to` (whose folder the caller fsyncs). */
  async #writeDurably(to: string, text: string): Promise<void> {
    const staged = path.join(this.#tmp, `${path.basename(to, path.extname(to))}.json`);
    const handle = await open(staged, 'w');
    try {
      await handle.writeFile(text);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(staged, to);
  }

  #waiting(id: string): RecordFile {
    this.#path(id, 'new');
    const file = this.#fileOf.get(id);
    if (!file) throw missing(id);
    return file;
  }

  /** Marks a record as gone from new/ in its file's journal, then forgets it; the file goes once all of its records have. */
  async #leave(id: string, left: 'delivered' | 'failed'): Promise<void> {
    const file = this.#waiting(id);
    await file.journal.append({ id, left } satisfies JournalEntry);
    if (this.#fileOf.get(id) !== file) return; // another caller got there first
    this.#fileOf.delete(id);
    this.#settled.delete(id);
    file.waiting.delete(id);
    if (left === 'delivered') this.tally.removed(id);
    else this.tally.failed(id);
    // No longer a submission: a crash before this unlink leaves a stray that open() sweeps.
    if (file.attached.delete(id)) await unlink(this.#path(id, 'new', '.attachment')).catch(ignoreMissing);
    if (file.waiting.size === 0) await this.#retire(file);
  }

  /**
   * Deletes a file whose records have all left, durably, before its journal:
   * a journal lost first would bring its records back. A file holding lines
   * that are not records moves to failed/ instead, for a person.
   */
  async #retire(file: RecordFile): Promise<void> {
    const lines = this.#lines.get(file.name);
    if (lines) {
      this.#lines.delete(file.name);
      this.#cachedBytes -= [...lines.values()].reduce((sum, line) => sum + line.length, 0);
    }
    const from = path.join(this.#dirs.new, file.name);
    if (file.bad > 0) {
      await rename(from, path.join(this.#dirs.failed, file.name)).catch(ignoreMissing);
      await this.#sync.sync(this.#dirs.failed);
    } else await unlink(from).catch(ignoreMissing);
    await this.#sync.sync(this.#dirs.new);
    await unlink(file.journal.file).catch(ignoreMissing);
  }

  #path(id: string, folder: Folder, extension: Extension = '.json'): string {
    // Ids reach here from our own listing, but a path is built from them: refuse anything else.
    if (!mailIdPattern.test(id)) throw new Error(`not a spool id: ${JSON.stringify(id)}`);
    return path.join(this.#dirs[folder], `${id}${extension}`);
  }
}
