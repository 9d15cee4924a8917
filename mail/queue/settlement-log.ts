import { open, readFile } from 'node:fs/promises';

/** How one destination of a spooled record ended: delivered, or given up with the reason. */
export interface Settlement {
  destination: string;
  outcome: 'delivered' | 'given-up';
  /** Why it was given up: one line, never the lead's content. */
  reason?: string;
  at: string;
}

/** What a journal line says: a destination of a record settled, or the record left new/ for good. */
export type JournalEntry = ({ id: string } & Settlement) | { id: string; left: 'delivered' | 'failed' };

const ignoreMissing = (error: NodeJS.ErrnoException): string => {
  if (error.code === 'ENOENT') return '';
  throw error;
};

/**
 * A record file's journal in the spool's new/: one JSON line per settlement
 * or departure, appended with O_APPEND and fdatasynced before anyone is told.
 * Group commit: lines that arrive while a write is under way go together in
 * the next one, so a busy worker pays one fdatasync for many settlements.
 * Hand-written: a few lines over fs, and no maintained package appends with
 * this guarantee.
 */
export class Journal {
  #pending: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  #writing = false;
  #exists: boolean;
  /** A crash tore the last line: the next write starts on a line of its own. */
  #torn: boolean;

  /**
   * `onCreate` makes the file's name durable (an fsync of its folder) the
   * first time a line lands in a file that did not exist.
   */
  constructor(
    readonly file: string,
    readonly onCreate: () => Promise<void>,
    { exists = false, torn = false } = {},
  ) {
    this.#exists = exists;
    this.#torn = torn;
  }

  /** Resolves once the entry is on disk, its file's name included. */
  append(entry: JournalEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    while (this.#pending.length > 0) {
      const group = this.#pending.splice(0);
      try {
        const handle = await open(this.file, 'a');
        try {
          await handle.write(`${this.#torn ? '\n' : ''}${group.map(({ line }) => line).join('')}`);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        this.#torn = false;
        if (!this.#exists) {
          await this.onCreate();
          this.#exists = true;
        }
        for (const { resolve } of group) resolve();
      } catch (error) {
        for (const { reject } of group) reject(error);
      }
    }
    this.#writing = false;
  }
}

/**
 * Reads a journal: each line that parses, with `id` filled in as `idOfFile`
 * where a line has none (the one-record files of an earlier version). A line
 * cut short by a crash is ignored: its write never completed, so that
 * destination is simply delivered or given up again. `torn` says whether the
 * file ends mid-line.
 */
export async function readJournal(
  file: string,
  idOfFile?: string,
): Promise<{ entries: JournalEntry[]; exists: boolean; torn: boolean }> {
  let exists = true;
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    exists = false;
    return ignoreMissing(error);
  });
  const entries: JournalEntry[] = [];
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as Partial<Settlement> & { id?: string; left?: string };
      const id = entry?.id ?? idOfFile;
      if (typeof id !== 'string') continue;
      if (entry.left === 'delivered' || entry.left === 'failed') entries.push({ id, left: entry.left });
      else if (typeof entry.destination === 'string' && /^(delivered|given-up)$/.test(entry.outcome ?? ''))
        entries.push({ ...(entry as Settlement), id });
    } catch {
      // A torn line: see above.
    }
  }
  return { entries, exists, torn: text.length > 0 && !text.endsWith('\n') };
}

/** The settlements in a record's own `<id>.state` (failed/ keeps one per record) by destination; none when it is missing. */
export async function readSettlements(file: string): Promise<Map<string, Settlement>> {
  const settled = new Map<string, Settlement>();
  for (const entry of (await readJournal(file, 'record')).entries)
    if ('destination' in entry) {
      const { id: _id, ...settlement } = entry;
      settled.set(settlement.destination, settlement);
    }
  return settled;
}
