import { open, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { DirectorySync } from '../../delivery/directory-sync.ts';
import { mailIdPattern } from '../mail-id.ts';
import { readSettlements, type Settlement } from '../settlement-log.ts';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * The spool's failed/: records that could not be delivered, one at a time
 * (`<id>.json` its fields, `<id>.state` its settlements, `<id>.attachment`
 * its resume), and batch files holding lines that are not records, kept for
 * a person to look at and deleted only by the retention sweep.
 */
export class FailedRecords {
  readonly #dir: string;
  readonly #tmp: string;
  readonly #sync: DirectorySync;

  /** failed/ at dir; files are written in tmp/ (on the same disk) and renamed in. */
  constructor(dir: string, tmp: string, sync: DirectorySync) {
    this.#dir = dir;
    this.#tmp = tmp;
    this.#sync = sync;
  }

  /** The path of a kept record's file (the id must be checked already). */
  path(id: string, extension: '.json' | '.attachment' | '.state' = '.json'): string {
    return path.join(this.#dir, `${id}${extension}`);
  }

  /** The ids kept, oldest first. */
  async list(): Promise<string[]> {
    const names = await readdir(this.#dir);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter((id) => mailIdPattern.test(id))
      .sort();
  }

  /** The names of what is in failed/, to finish at open a move a crash cut short. */
  async names(): Promise<Set<string>> {
    return new Set(await readdir(this.#dir));
  }

  /** How each destination of a kept record had settled. */
  settlements(id: string): Promise<Map<string, Settlement>> {
    return readSettlements(this.path(id, '.state'));
  }

  /** How many records are kept, and of them how many each destination gave up: for the tally. */
  async count(): Promise<{ records: number; givenUp: Map<string, number> }> {
    const ids = await this.list();
    const givenUp = new Map<string, number>();
    for (const id of ids)
      for (const [name, { outcome }] of await this.settlements(id).catch(() => new Map<string, Settlement>()))
        if (outcome === 'given-up') givenUp.set(name, (givenUp.get(name) ?? 0) + 1);
    return { records: ids.length, givenUp };
  }

  /**
   * Keeps a record: its attachment moved from `attachment` (none is fine),
   * its settlements and its line each written durably, then failed/ fsynced.
   * Resolves once all of it would survive a crash.
   */
  async keep(id: string, line: string, settled: Iterable<Settlement>, attachment: string): Promise<void> {
    await rename(attachment, this.path(id, '.attachment')).catch(ignoreMissing);
    const state = [...settled].map((settlement) => `${JSON.stringify(settlement)}\n`).join('');
    await this.#writeDurably(this.path(id, '.state'), state);
    await this.#writeDurably(this.path(id), line);
    await this.#sync.sync(this.#dir);
  }

  /** Moves a whole file here (a batch with lines that are not records), durably. */
  async keepFile(from: string): Promise<void> {
    await rename(from, path.join(this.#dir, path.basename(from))).catch(ignoreMissing);
    await this.#sync.sync(this.#dir);
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
}
