import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { DirectorySync } from '../../delivery/directory-sync.ts';
import { mailIdPattern } from '../mail-id.ts';
import { Journal, readJournal, type Settlement } from '../settlement-log.ts';
import { hasAttachment, v2 } from './spool-record.ts';

/** Bytes of record files kept parsed in memory, newest first: the worker reads a batch it was handed at intake from here. */
const CACHED_BYTES = 16 * 1024 * 1024;

/** A file of records in new/ and its journal: a batch, or a lone `<id>.json` an earlier version split out. */
export interface RecordFile {
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

const missing = (id: string) =>
  Object.assign(new Error(`${id} is not waiting in the spool`), { code: 'ENOENT' }) as NodeJS.ErrnoException;

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

const bytesOf = (lines: Map<string, string>) => [...lines.values()].reduce((sum, line) => sum + line.length, 0);

/**
 * What waits in the spool's new/, in memory: each waiting record's file and
 * settlements so far, and the lines of recent files (CACHED_BYTES at most,
 * least recently used dropped first), so the worker lists and reads without
 * touching the disk. One process owns a spool, so nothing else changes new/.
 */
export class SpoolIndex {
  readonly #dir: string;
  readonly #sync: DirectorySync;
  /** Each waiting record's file. */
  readonly #fileOf = new Map<string, RecordFile>();
  /** Each waiting record's settlements so far. */
  readonly #settled = new Map<string, Map<string, Settlement>>();
  /** Record lines of recent files by id, least recently used first. */
  readonly #lines = new Map<string, Map<string, string>>();
  #cachedBytes = 0;

  /** An empty index of dir (the spool's new/), whose entries sync makes durable. */
  constructor(dir: string, sync: DirectorySync) {
    this.#dir = dir;
    this.#sync = sync;
  }

  /** Indexes every record file of new/, with its journal. */
  async loadAll(): Promise<RecordFile[]> {
    const names = await readdir(this.#dir);
    // Lone records first: one split out of a batch that a crash left behind is the same record, with its settlements.
    const files = names.filter((name) => name.endsWith('.json')).sort();
    files.push(...names.filter((name) => name.endsWith('.batch')).sort());
    const loaded: RecordFile[] = [];
    for (const name of files) loaded.push(await this.load(name));
    return loaded;
  }

  /** Deletes from new/ the attachments and journals whose record is gone (loaded: every file loadAll() found). */
  async sweepStrays(loaded: readonly RecordFile[]): Promise<void> {
    const live = new Set(
      loaded.filter((file) => file.waiting.size > 0).map((file) => path.basename(file.journal.file)),
    );
    for (const name of await readdir(this.#dir)) {
      const [, base, extension] = /^(.*)\.(attachment|state|settled)$/.exec(name) ?? [];
      if (base === undefined || (extension === 'attachment' ? this.has(base) : live.has(name))) continue;
      await unlink(path.join(this.#dir, name)).catch(ignoreMissing);
    }
  }

  /** Indexes one record file of new/ and replays its journal: what left is forgotten, what settled remembered. */
  async load(name: string): Promise<RecordFile> {
    const text = await readFile(path.join(this.#dir, name), 'utf8');
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
    const file = this.add(name, lines, bad, { exists, torn });
    for (const entry of entries) {
      if (!file.waiting.has(entry.id)) continue;
      if ('left' in entry) this.forget(entry.id, file);
      else {
        const { id, ...settlement } = entry;
        this.#settled.get(id)!.set(settlement.destination, settlement);
      }
    }
    return file;
  }

  /** A record file's journal: `<id>.state` beside a lone `<id>.json`, `<first id>.settled` beside a batch. */
  #journalOf(name: string): string {
    const base = name.replace(/\.(json|batch)$/, '');
    return path.join(this.#dir, `${base}.${name.endsWith('.json') ? 'state' : 'settled'}`);
  }

  /** Adds a record file with its lines by id; its journal is created with its first line. */
  add(name: string, lines: Map<string, string>, bad: number, journal?: { exists: boolean; torn: boolean }): RecordFile {
    const file: RecordFile = {
      name,
      journal: new Journal(this.#journalOf(name), () => this.#sync.sync(this.#dir), journal),
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
    this.#cachedBytes += bytesOf(lines);
    for (const [oldest, cached] of this.#lines) {
      if (this.#cachedBytes <= CACHED_BYTES || oldest === name) break;
      this.#lines.delete(oldest);
      this.#cachedBytes -= bytesOf(cached);
    }
  }

  /** Drops a file's lines from memory: its records have all left. */
  uncache(name: string): void {
    const lines = this.#lines.get(name);
    if (!lines) return;
    this.#lines.delete(name);
    this.#cachedBytes -= bytesOf(lines);
  }

  /** A waiting record's line, from memory or read again from its file; ENOENT when it is not waiting. */
  async line(id: string): Promise<string> {
    const file = this.fileOf(id);
    let lines = this.#lines.get(file.name);
    if (lines) {
      // Used: now the most recent.
      this.#lines.delete(file.name);
      this.#lines.set(file.name, lines);
    } else {
      const text = await readFile(path.join(this.#dir, file.name), 'utf8');
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

  /** The file a waiting record is in; ENOENT when it is not waiting. */
  fileOf(id: string): RecordFile {
    const file = this.#fileOf.get(id);
    if (!file) throw missing(id);
    return file;
  }

  /** Whether the record waits in new/. */
  has(id: string): boolean {
    return this.#fileOf.has(id);
  }

  /** Whether the record waits in this very file (not gone, nor forgotten by another caller meanwhile). */
  isIn(id: string, file: RecordFile): boolean {
    return this.#fileOf.get(id) === file;
  }

  /** The ids waiting, in no order. */
  ids(): IterableIterator<string> {
    return this.#fileOf.keys();
  }

  /** A waiting record's settlements so far (a copy), empty when none or not waiting. */
  settlements(id: string): Map<string, Settlement> {
    return new Map(this.#settled.get(id));
  }

  /** Each waiting record with its settlements so far. */
  allSettled(): IterableIterator<[string, Map<string, Settlement>]> {
    return this.#settled.entries();
  }

  /** Remembers a settlement its journal has recorded. */
  settled(id: string, settlement: Settlement): void {
    this.#settled.get(id)?.set(settlement.destination, settlement);
  }

  /** Forgets a record that left new/ (its journal says so). */
  forget(id: string, file: RecordFile): void {
    file.waiting.delete(id);
    this.#fileOf.delete(id);
    this.#settled.delete(id);
  }
}
