import { open } from 'node:fs/promises';

/** Makes the renames and unlinks already done in dir survive a power cut (Linux/macOS; Windows cannot open a directory). */
export async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Group commit for directory fsyncs: everyone who renamed into a directory
 * shares one fsync of it instead of paying for one each. A caller's promise
 * settles only after an fsync that *began after* the call, so its own rename
 * is covered. While one fsync runs, every new caller joins the next one, so at
 * most one runs and one waits per directory, whatever the load.
 * Hand-written: it is a dozen lines, and no maintained package does this.
 */
export class DirectorySync {
  readonly #dirs = new Map<string, { running?: Promise<void>; next?: Promise<void> }>();

  /** Resolves once every entry change made in dir before this call is durable. */
  sync(dir: string): Promise<void> {
    let state = this.#dirs.get(dir);
    if (!state) this.#dirs.set(dir, (state = {}));
    const current = state;
    if (current.next) return current.next;
    const start = (): Promise<void> => {
      const run: Promise<void> = syncDirectory(dir).finally(() => {
        if (current.running === run) current.running = undefined;
      });
      current.running = run;
      return run;
    };
    if (!current.running) return start();
    current.next = current.running
      .catch(() => undefined)
      .then(() => {
        current.next = undefined;
        return start();
      });
    return current.next;
  }
}
