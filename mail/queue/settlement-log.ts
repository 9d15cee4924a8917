import { open, readFile } from 'node:fs/promises';

/** How one destination of a spooled record ended: delivered, or given up with the reason. */
export interface Settlement {
  destination: string;
  outcome: 'delivered' | 'given-up';
  /** Why it was given up: one line, never the lead's content. */
  reason?: string;
  at: string;
}

/**
 * Appends one settlement to a record's `<id>.state` and fdatasyncs it before
 * resolving: once this resolves, a crash cannot make the destination deliver
 * again. One JSON line per settlement; a line is small, so O_APPEND writes of
 * two destinations settling at once never interleave. The caller fsyncs the
 * folder when the file is new.
 */
export async function appendSettlement(file: string, settlement: Settlement): Promise<void> {
  const handle = await open(file, 'a');
  try {
    await handle.write(`${JSON.stringify(settlement)}\n`);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * The settlements in a `<id>.state` file by destination (none when it is
 * missing). A line cut short by a crash is ignored: its write never completed,
 * so that destination is simply delivered or given up again.
 */
export async function readSettlements(file: string): Promise<Map<string, Settlement>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const settled = new Map<string, Settlement>();
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as Settlement;
      if (typeof entry?.destination === 'string' && /^(delivered|given-up)$/.test(entry.outcome))
        settled.set(entry.destination, entry);
    } catch {
      // A torn last line: see above.
    }
  }
  return settled;
}
