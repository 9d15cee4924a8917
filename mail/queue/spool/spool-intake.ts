import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { DirectorySync } from '../../delivery/directory-sync.ts';
import { clearStaging } from '../clear-staging.ts';
import { isStagedUpload } from '../staged-upload.ts';

/** Batches written at once: while the disk syncs one, the next gathers and starts, and the disk merges their journal commits. */
const FLUSHES_AT_ONCE = 4;

/** A batch holds at most this many bytes of records (one is always allowed, whatever its size). */
const BATCH_BYTES = 4 * 1024 * 1024;

/** How long after its last commit intake counts as busy, for the worker to hold back (intakeBusy). */
const INTAKE_QUIET_MS = 100;

/** A batch being written, or a record being split out of one, in tmp/. */
const tmpRecord = /^\d{13}-[0-9a-f]{16}\.(json|batch)$/;

/** What checkWritable() writes: about one record, so a disk too full for a post fails it. */
const PROBE = Buffer.alloc(1024, 0x20);

/** A record waiting for its batch. */
export interface PendingRecord {
  line: string;
  id: string;
  destinations: readonly string[];
}

/** Where batches are written and committed, and who is told of each committed batch before its posts are answered. */
export interface SpoolIntakeOptions {
  /** The spool's tmp/, where a batch is written before its commit. */
  tmp: string;
  /** The spool's new/, where a rename commits it. */
  dir: string;
  sync: DirectorySync;
  /** Told of each batch once durable, before any of its posts hears of it: `<first id>.batch` and its records. */
  committed(name: string, batch: readonly PendingRecord[]): void;
}

/**
 * The spool's group commit. Records that arrive while a batch is being
 * written wait for the next one, and each batch is one file, one fsync and
 * one directory fsync for all of them, however many: written and fsynced in
 * tmp/, renamed into new/ (the commit), new/ fsynced.
 */
export class SpoolIntake {
  readonly #o: SpoolIntakeOptions;
  readonly #pending: (PendingRecord & { resolve: () => void; reject: (error: unknown) => void })[] = [];
  #flushing = 0;
  #lastCommit = Number.NEGATIVE_INFINITY;

  /** Intake into options.dir; nothing is written until commit(). */
  constructor(options: SpoolIntakeOptions) {
    this.#o = options;
  }

  /**
   * Whether posts are being committed now or were a moment ago: the worker
   * then delivers with fewer at once, so a burst's 202s are not slowed by the
   * deliveries' CPU and fsyncs, and catches up at full width once it ends.
   */
  get intakeBusy(): boolean {
    return this.#flushing > 0 || performance.now() - this.#lastCommit < INTAKE_QUIET_MS;
  }

  /** Empties tmp/ of uploads cut off and batches or records half-written when a process was killed: none was answered 202. */
  async clear(): Promise<void> {
    await clearStaging(this.#o.tmp, (name) => isStagedUpload(name) || tmpRecord.test(name));
  }

  /**
   * Writes and deletes a small file where posts are staged, without fsync:
   * throws when the spool's disk cannot take a post (full, read-only, gone).
   */
  async checkWritable(): Promise<void> {
    const probe = path.join(this.#o.tmp, '.healthz-probe');
    const handle = await open(probe, 'w');
    try {
      await handle.writeFile(PROBE);
    } finally {
      await handle.close();
      await unlink(probe).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }

  /** Resolves once the record's batch is durable in new/, or rejects with what stopped it. */
  commit(record: PendingRecord): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ ...record, resolve, reject });
      this.#flushSoon();
    });
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
        const name = `${batch[0]!.id}.batch`;
        await this.#writeBatch(
          name,
          batch.map(({ line }) => line),
        );
        this.#lastCommit = performance.now();
        // Known before anyone hears of it, so no delivery can settle a record the spool has not seen.
        this.#o.committed(name, batch);
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.#flushing--;
  }

  /** One batch: written and fsynced in tmp/, renamed into new/ (the commit), new/ fsynced. */
  async #writeBatch(name: string, lines: string[]): Promise<void> {
    const tmpBatch = path.join(this.#o.tmp, name);
    try {
      const handle = await open(tmpBatch, 'wx');
      try {
        await handle.writeFile(`${lines.join('\n')}\n`);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(tmpBatch, path.join(this.#o.dir, name));
    } catch (error) {
      await unlink(tmpBatch).catch(() => undefined);
      throw error;
    }
    // The batch and its attachments were all renamed into new/: one fsync makes them durable.
    await this.#o.sync.sync(this.#o.dir);
  }
}
