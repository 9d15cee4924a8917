import type { DestinationHealth } from '../mail-queue.ts';
import { receivedAtOf } from '../mail-id.ts';

/** A waiting record: the destinations it still owes, and those that gave it up. */
interface Waiting {
  owed: Set<string>;
  givenUp: Set<string>;
}

/** What /healthz shows of the spool, without a file read. */
export interface TallyFigures {
  depth: number;
  oldestAgeSeconds: number | null;
  failed: number;
  destinations: Record<string, Omit<DestinationHealth, 'lastError' | 'drainPerMinute'>>;
}

const ageSeconds = (id: string, now: number) => Math.max(0, Math.round((now - receivedAtOf(id).getTime()) / 1000));

/**
 * The spool's figures kept in memory as the spool changes (committed,
 * settled, removed, failed), seeded once from disk when it opens: so /healthz
 * reads no file however many records wait, and a busy spool answers as fast
 * as an idle one. One process owns a spool, so nothing else changes it.
 */
export class SpoolTally {
  readonly #waiting = new Map<string, Waiting>();
  #failed = { records: 0, givenUp: new Map<string, number>() };

  /** A record committed to new/, owing each of destinations (already settled ones given apart, when seeding). */
  added(id: string, destinations: readonly string[], settled = new Map<string, 'delivered' | 'given-up'>()): void {
    const owed = new Set(destinations.filter((name) => !settled.has(name)));
    const givenUp = new Set(destinations.filter((name) => settled.get(name) === 'given-up'));
    this.#waiting.set(id, { owed, givenUp });
  }

  /** One destination of a waiting record settled. */
  settled(id: string, destination: string, outcome: 'delivered' | 'given-up'): void {
    const record = this.#waiting.get(id);
    if (!record) return;
    record.owed.delete(destination);
    if (outcome === 'given-up') record.givenUp.add(destination);
  }

  /** A record left new/ for good (delivered everywhere). */
  removed(id: string): void {
    this.#waiting.delete(id);
  }

  /** A record moved to failed/, its given-up destinations with it. */
  failed(id: string): void {
    const record = this.#waiting.get(id);
    this.#waiting.delete(id);
    this.#failed.records++;
    for (const name of record?.givenUp ?? []) this.#failed.givenUp.set(name, (this.#failed.givenUp.get(name) ?? 0) + 1);
  }

  /** What failed/ holds, counted from disk (at open and after a retention sweep deleted some). */
  countFailed(records: number, givenUp: Map<string, number>): void {
    this.#failed = { records, givenUp };
  }

  /** The figures now: one pass over the waiting records in memory. */
  figures(now = Date.now()): TallyFigures {
    const destinations: TallyFigures['destinations'] = {};
    const of = (name: string) => (destinations[name] ??= { depth: 0, oldestAgeSeconds: null, failed: 0 });
    const oldest = new Map<string, string>();
    let first: string | undefined;
    for (const [id, { owed, givenUp }] of this.#waiting) {
      // Ids start with their time of receipt, so the least is the oldest.
      if (first === undefined || id < first) first = id;
      for (const name of owed) {
        of(name).depth++;
        const known = oldest.get(name);
        if (known === undefined || id < known) oldest.set(name, id);
      }
      for (const name of givenUp) of(name).failed++;
    }
    for (const [name, count] of this.#failed.givenUp) of(name).failed += count;
    for (const [name, id] of oldest) of(name).oldestAgeSeconds = ageSeconds(id, now);
    const oldestAgeSeconds = first === undefined ? null : ageSeconds(first, now);
    return { depth: this.#waiting.size, oldestAgeSeconds, failed: this.#failed.records, destinations };
  }
}
