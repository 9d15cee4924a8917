import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DirectorySync } from '../../delivery/directory-sync.ts';
import { mailIdPattern, newMailId } from '../mail-id.ts';
import type { AcceptedMail } from '../../delivery/lead-record.ts';
import type { JournalEntry, Settlement } from '../settlement-log.ts';
import { FailedRecords } from './spool-failed.ts';
import { SpoolIndex, type RecordFile } from './spool-index.ts';
import { SpoolIntake } from './spool-intake.ts';
import {
  destinationsIn,
  ONLY_MAIL,
  parseRecord,
  recordLine,
  spooledMail,
  type SpooledMail,
  type StoredRecord,
} from './spool-record.ts';
import { SpoolTally } from './spool-tally.ts';

export type { SpooledMail } from './spool-record.ts';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

type Folder = 'new' | 'failed';

/**
 * A maildir-style spool under one folder, owned by one process. A
 * submission's fields are one line of a batch file in new/, its resume
 * `<id>.attachment` beside it; uploads stream into tmp/ as they arrive, and
 * acceptance is a rename and a group commit (spool-intake.ts). Records are
 * delivered from their batch as it is: each destination's settlement, and a
 * record's leaving, is a line in the batch's journal `<first id>.settled`
 * (settlement-log.ts). A batch and its journal go once every record in it has
 * left; records that could not be delivered go to failed/ (spool-failed.ts).
 * A rename is atomic, so new/ only ever lists whole batches, whatever moment a
 * crash strikes. What waits is indexed in memory (spool-index.ts), so the
 * worker lists and reads without touching the disk. Lone `<id>.json` records
 * with their `<id>.state` (an earlier version's layout) are delivered the
 * same way.
 */
export class Spool {
  readonly #tmp: string;
  readonly #new: string;
  readonly #sync = new DirectorySync();
  /** What waits, settled and failed, kept as the spool changes: what /healthz reads instead of the files. */
  readonly tally = new SpoolTally();
  readonly #index: SpoolIndex;
  readonly #intake: SpoolIntake;
  readonly #failed: FailedRecords;

  /** A spool rooted at dir (e.g. DATA_DIR/spool); call open() before use. */
  constructor(readonly dir: string) {
    this.#tmp = path.join(dir, 'tmp');
    this.#new = path.join(dir, 'new');
    this.#index = new SpoolIndex(this.#new, this.#sync);
    this.#failed = new FailedRecords(path.join(dir, 'failed'), this.#tmp, this.#sync);
    this.#intake = new SpoolIntake({
      tmp: this.#tmp,
      dir: this.#new,
      sync: this.#sync,
      committed: (name, batch) => {
        this.#index.add(name, new Map(batch.map(({ id, line }) => [id, line])), 0);
        for (const { id, destinations } of batch) this.tally.added(id, destinations);
      },
    });
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
    await this.#intake.clear();
    for (const folder of ['new', 'failed']) await mkdir(path.join(this.dir, folder), { recursive: true });
    const loaded = await this.#index.loadAll();
    const failed = await this.#failed.names();
    for (const id of [...this.#index.ids()]) if (failed.has(`${id}.json`)) await this.#leave(id, 'failed');
    for (const file of loaded) if (file.waiting.size === 0) await this.#retire(file);
    await this.#index.sweepStrays(loaded);
    for (const [id, settled] of this.#index.allSettled())
      this.tally.added(
        id,
        await this.destinationsOf(id).catch((): string[] => []), // an unreadable record still waits (for quarantine)
        new Map([...settled].map(([name, { outcome }]) => [name, outcome])),
      );
    await this.countFailed();
    return this;
  }

  /** Counts failed/ into the tally afresh: at open, and after a retention sweep deleted from it. */
  async countFailed(): Promise<void> {
    const { records, givenUp } = await this.#failed.count();
    this.tally.countFailed(records, givenUp);
  }

  /**
   * Writes and deletes a small file where posts are staged, without fsync:
   * throws when the spool's disk cannot take a post (full, read-only, gone).
   */
  checkWritable(): Promise<void> {
    return this.#intake.checkWritable();
  }

  /**
   * Stores a submission durably; once this resolves it survives a crash.
   * Takes ownership of mail.file's staged file (it must be in stagingDir's
   * file system): moved into the spool, or deleted if storing fails. It is
   * committed with whatever else arrives meanwhile (spool-intake.ts), and
   * the worker delivers from that batch as it is.
   */
  async enqueue(
    mail: AcceptedMail,
    receivedAt = new Date(),
    destinations: readonly string[] = ONLY_MAIL,
  ): Promise<string> {
    const { file } = mail;
    const id = newMailId(receivedAt);
    const line = recordLine(id, mail, receivedAt, destinations);
    const attachment = file && this.#attachment(id);
    try {
      // Not yet a submission: without its record, open() sweeps it after a crash.
      if (file) await rename(file.path, attachment!);
      await this.#intake.commit({ line, id, destinations });
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

  /**
   * Whether posts are being committed now or were a moment ago: the worker
   * then delivers with fewer at once, so a burst's 202s are not slowed.
   */
  get intakeBusy(): boolean {
    return this.#intake.intakeBusy;
  }

  /** Ids waiting in new/ (from memory) or in failed/ (from the folder), oldest first. */
  async list(folder: Folder = 'new'): Promise<string[]> {
    return folder === 'new' ? [...this.#index.ids()].sort() : this.#failed.list();
  }

  /** Waiting records received before `before`: kept by retention until they are delivered or given up. */
  waitingSince(before: Date): number {
    const bound = String(before.getTime()).padStart(13, '0');
    let count = 0;
    for (const id of this.#index.ids()) if (id.slice(0, 13) < bound) count++;
    return count;
  }

  /**
   * Reads one waiting submission; throws if it is not waiting (ENOENT), not a
   * valid spool record, or its attachment is missing or of another size. The
   * attachment is a stream opened afresh for each read.
   */
  async read(id: string): Promise<SpooledMail> {
    return spooledMail(id, await this.#record(id), this.#attachment(id));
  }

  /** The destinations a waiting record was stored for. */
  async destinationsOf(id: string): Promise<string[]> {
    return destinationsIn(await this.#record(id));
  }

  async #record(id: string): Promise<StoredRecord> {
    this.#checkId(id);
    return parseRecord(await this.#index.line(id));
  }

  /** How each destination of a record has settled so far (waiting in new/, or in failed/ for a person). */
  async settlements(id: string, folder: Folder = 'new'): Promise<Map<string, Settlement>> {
    this.#checkId(id);
    return folder === 'failed' ? this.#failed.settlements(id) : this.#index.settlements(id);
  }

  /** Records one destination's settlement durably (a line in its file's journal) before resolving. */
  async settle(id: string, settlement: Settlement): Promise<void> {
    const file = this.#waiting(id);
    await file.journal.append({ id, ...settlement });
    this.#index.settled(id, settlement);
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
    const line = await this.#index.line(id);
    await this.#failed.keep(id, line, this.#index.settlements(id).values(), this.#attachment(id));
    await this.#leave(id, 'failed');
  }

  #waiting(id: string): RecordFile {
    this.#checkId(id);
    return this.#index.fileOf(id);
  }

  /** Marks a record as gone from new/ in its file's journal, then forgets it; the file goes once all of its records have. */
  async #leave(id: string, left: 'delivered' | 'failed'): Promise<void> {
    const file = this.#waiting(id);
    await file.journal.append({ id, left } satisfies JournalEntry);
    if (!this.#index.isIn(id, file)) return; // another caller got there first
    this.#index.forget(id, file);
    if (left === 'delivered') this.tally.removed(id);
    else this.tally.failed(id);
    // No longer a submission: a crash before this unlink leaves a stray that open() sweeps.
    if (file.attached.delete(id)) await unlink(this.#attachment(id)).catch(ignoreMissing);
    if (file.waiting.size === 0) await this.#retire(file);
  }

  /**
   * Deletes a file whose records have all left, durably, before its journal:
   * a journal lost first would bring its records back. A file holding lines
   * that are not records moves to failed/ instead, for a person.
   */
  async #retire(file: RecordFile): Promise<void> {
    this.#index.uncache(file.name);
    const from = path.join(this.#new, file.name);
    if (file.bad > 0) await this.#failed.keepFile(from);
    else await unlink(from).catch(ignoreMissing);
    await this.#sync.sync(this.#new);
    await unlink(file.journal.file).catch(ignoreMissing);
  }

  /** Ids reach here from our own listing, but paths are built from them: refuses anything else. */
  #checkId(id: string): void {
    if (!mailIdPattern.test(id)) throw new Error(`not a spool id: ${JSON.stringify(id)}`);
  }

  /** Where a waiting record's resume is kept. */
  #attachment(id: string): string {
    this.#checkId(id);
    return path.join(this.#new, `${id}.attachment`);
  }
}
