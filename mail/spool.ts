import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { MailRecord, SpooledMail } from './mail-record.ts';

/** Milliseconds since the epoch (13 digits) then randomness: unique, and sorting by name is sorting by age. */
const idPattern = /^\d{13}-[0-9a-f]{16}$/;

const stored = z.object({
  version: z.literal(1),
  receivedAt: z.iso.datetime(),
  record: z.object({
    form: z.string(),
    fields: z.record(z.string(), z.string()),
    file: z.object({ filename: z.string(), contentType: z.string(), base64: z.base64() }).optional(),
  }),
});

/** A tmp/ file this old is a leftover of a crash mid-write, never a write in progress. */
const STALE_TMP_MS = 60 * 60 * 1000;

/** Makes a rename or unlink in dir survive a power cut (Linux/macOS; Windows cannot open a directory). */
async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A maildir-style spool: a record is written and fsynced in tmp/, then renamed
 * into new/ and the directory fsynced. Rename is atomic, so new/ only ever holds
 * whole records, whatever moment a crash strikes. Records that could not be
 * delivered in time are moved to failed/ for a person to look at.
 * One process owns a spool directory.
 */
export class Spool {
  readonly #tmp: string;
  readonly #new: string;
  readonly #failed: string;

  /** A spool rooted at dir (e.g. DATA_DIR/spool); call open() before use. */
  constructor(readonly dir: string) {
    this.#tmp = path.join(dir, 'tmp');
    this.#new = path.join(dir, 'new');
    this.#failed = path.join(dir, 'failed');
  }

  /** Creates the folders and deletes tmp/ files left by a crash. */
  async open(): Promise<this> {
    for (const folder of [this.#tmp, this.#new, this.#failed]) await mkdir(folder, { recursive: true });
    for (const name of await readdir(this.#tmp)) {
      const file = path.join(this.#tmp, name);
      const { mtimeMs } = await stat(file);
      if (Date.now() - mtimeMs > STALE_TMP_MS) await unlink(file);
    }
    return this;
  }

  /** Stores a record durably; once this resolves, the record survives a crash. Returns its id. */
  async enqueue(record: MailRecord, receivedAt = new Date()): Promise<string> {
    const id = `${String(receivedAt.getTime()).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;
    const { file, ...rest } = record;
    const body = {
      version: 1,
      receivedAt: receivedAt.toISOString(),
      record: { ...rest, file: file && { filename: file.filename, contentType: file.contentType, base64: file.bytes.toString('base64') } },
    };
    const tmpFile = path.join(this.#tmp, `${id}.json`);
    const handle = await open(tmpFile, 'wx');
    try {
      try {
        await handle.writeFile(JSON.stringify(body));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmpFile, path.join(this.#new, `${id}.json`));
    } catch (error) {
      // A half-written file (a full disk: ENOSPC) would keep the disk full and
      // refuse every later post too: it goes with the error.
      await unlink(tmpFile).catch(() => undefined);
      throw error;
    }
    await syncDir(this.#new);
    return id;
  }

  /** Ids waiting in new/ (or failed/), oldest first. */
  async list(folder: 'new' | 'failed' = 'new'): Promise<string[]> {
    const names = await readdir(folder === 'new' ? this.#new : this.#failed);
    return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).filter((id) => idPattern.test(id)).sort();
  }

  /** Reads one waiting record; throws if it is missing or not a valid spool file. */
  async read(id: string): Promise<SpooledMail> {
    const json: unknown = JSON.parse(await readFile(this.#path(id), 'utf8'));
    const { receivedAt, record } = stored.parse(json);
    const { file, ...rest } = record;
    return {
      id,
      receivedAt: new Date(receivedAt),
      record: { ...rest, ...(file && { file: { filename: file.filename, contentType: file.contentType, bytes: Buffer.from(file.base64, 'base64') } }) },
    };
  }

  /** Deletes a delivered record, durably, so a restart cannot send it again. */
  async remove(id: string): Promise<void> {
    await unlink(this.#path(id));
    await syncDir(this.#new);
  }

  /** Moves a record that could not be delivered to failed/, where it is kept, not retried. */
  async fail(id: string): Promise<void> {
    await rename(this.#path(id), path.join(this.#failed, `${id}.json`));
    await syncDir(this.#failed);
    await syncDir(this.#new);
  }

  #path(id: string): string {
    // Ids reach here from our own listing, but a path is built from them: refuse anything else.
    if (!idPattern.test(id)) throw new Error(`not a spool id: ${JSON.stringify(id)}`);
    return path.join(this.#new, `${id}.json`);
  }
}
