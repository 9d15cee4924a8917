import type { FastifyBaseLogger } from 'fastify';
import type { Destination } from '../delivery/destination.ts';
import { DestinationLane } from './destination-lane.ts';
import { DrainRate } from './drain-rate.ts';
import type { RetryDelayOptions } from '../delivery/retry-delay.ts';
import type { Settlement } from './settlement-log.ts';
import type { Spool } from './spool/spool.ts';

/** What the delivery worker needs; the defaults suit production. */
export interface DeliveryOptions {
  spool: Spool;
  /** Where accepted posts go: each delivered, retried and given up on its own. */
  destinations: readonly Destination[];
  /** How long after acceptance a destination is retried before it is given up on. */
  retryWindowMs: number;
  /** The backoff: the first retry after about baseMs (2.5-5 s by default), doubling up to maxMs. */
  retry?: RetryDelayOptions;
  /** A pass runs at least this often, besides kick() and due retries. */
  pollMs?: number;
  /** Deliveries each destination makes at once (MAIL_DELIVERY_CONCURRENCY). */
  concurrency?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The worker that empties the spool: one lane per destination
 * (destination-lane.ts), each delivering oldest first with its own retries
 * and pause. A record leaves new/ once every destination it was stored for
 * has settled: removed when all delivered, moved to failed/ with its
 * settlements when any was given up. Retry state lives in memory, so a
 * restart tries every unsettled destination again. Delivery is at least once:
 * a receiver that took a lead whose answer or settlement was lost gets it
 * again, under the same Message-ID or webhook-id.
 */
export class Delivery {
  readonly #o: Required<DeliveryOptions>;
  readonly #lanes: DestinationLane[];
  readonly #names: Set<string>;
  /** Records whose last look failed (a removal refused by the disk): looked at again before each pass. */
  readonly #unfinished = new Set<string>();
  /** Each record's settlements in turn, so two lanes settling one record never both move it; records apart settle at once, sharing their fsyncs. */
  readonly #locks = new Map<string, Promise<void>>();
  /** Deliveries per destination in the last minute, for /healthz. */
  readonly drain = new DrainRate();
  #listing: { running?: Promise<string[]>; next?: Promise<string[]> } = {};

  /** A worker over options.spool; nothing happens until start(). */
  constructor(options: DeliveryOptions) {
    this.#o = { retry: { baseMs: 5_000, maxMs: 15 * 60_000 }, pollMs: 30_000, concurrency: 8, ...options };
    this.#names = new Set(options.destinations.map(({ name }) => name));
    const context = {
      ...this.#o,
      drain: this.drain,
      intakeBusy: () => options.spool.intakeBusy,
      waiting: () => this.#waiting(),
      settle: (id: string, settlement: Settlement) => this.#settle(id, settlement),
      settled: (id: string) => void this.#finish(id),
      quarantine: (id: string, reason: unknown) => this.#quarantine(id, reason),
    };
    this.#lanes = options.destinations.map((destination) => new DestinationLane(destination, context));
  }

  /** Starts delivering, beginning with whatever a previous run left in the spool. */
  start(): void {
    for (const lane of this.#lanes) lane.start();
  }

  /** Asks every destination for a pass now (e.g. right after enqueue). */
  kick(): void {
    for (const lane of this.#lanes) lane.kick();
  }

  /** Each destination's last failed attempt since start, by name. */
  errors(): [string, { at: string; message: string } | null][] {
    return this.#lanes.map((lane) => [lane.destination.name, lane.lastError]);
  }

  /** Stops after the attempts in flight, then releases the destinations (the SMTP transport). */
  async stop(): Promise<void> {
    await Promise.all(this.#lanes.map((lane) => lane.stop()));
    await Promise.all(this.#locks.values());
    for (const destination of this.#o.destinations) destination.close?.();
  }

  /** Lists what waits, after another look at unfinished records: a lane that asks while a listing runs gets the next one. */
  #waiting(): Promise<string[]> {
    const state = this.#listing;
    if (state.next) return state.next;
    const start = () => {
      const run = this.#list().finally(() => {
        if (state.running === run) state.running = undefined;
      });
      state.running = run;
      return run;
    };
    if (!state.running) return start();
    state.next = state.running
      .catch(() => undefined)
      .then(() => {
        state.next = undefined;
        return start();
      });
    return state.next;
  }

  async #list(): Promise<string[]> {
    await Promise.all([...this.#unfinished].map((id) => this.#finish(id)));
    return this.#o.spool.list();
  }

  /**
   * Records one destination's settlement durably, then moves the record on
   * if that was the last; in turn with anything else done to that record. When it is the last and
   * every destination delivered, removing the record is the durable mark
   * (one fsync, not two); a crash before the removal is durable repeats this
   * destination alone, as a crash before any mark would.
   */
  #settle(id: string, settlement: Settlement): Promise<void> {
    return this.#locked(id, () => this.#settleNow(id, settlement));
  }

  /** Runs step after whatever is under way for the same record. */
  #locked(id: string, step: () => Promise<void>): Promise<void> {
    const run = (this.#locks.get(id) ?? Promise.resolve()).then(step);
    const tail = run.catch(() => undefined);
    this.#locks.set(id, tail);
    void tail.then(() => {
      if (this.#locks.get(id) === tail) this.#locks.delete(id);
    });
    return run;
  }

  async #settleNow(id: string, settlement: Settlement): Promise<void> {
    const { spool } = this.#o;
    let destinations: string[];
    try {
      destinations = await spool.destinationsOf(id);
    } catch (error) {
      if (isMissing(error)) return; // gone already: nothing left to record
      throw error;
    }
    const settled = await spool.settlements(id);
    const others = destinations.filter((name) => name !== settlement.destination);
    if (settlement.outcome === 'delivered' && others.every((name) => settled.get(name)?.outcome === 'delivered'))
      return spool.remove(id);
    await spool.settle(id, settlement);
    await this.#finishNow(id).catch((error: unknown) => {
      this.#unfinished.add(id);
      this.#o.log.error({ err: error, id }, `${id} was settled but could not be moved on in the spool`);
    });
  }

  #finish(id: string): Promise<void> {
    return this.#locked(id, () =>
      this.#finishNow(id).then(
        () => void this.#unfinished.delete(id),
        (error: unknown) => {
          this.#unfinished.add(id);
          this.#o.log.error({ err: error, id }, `${id} was delivered but could not be removed from the spool`);
        },
      ),
    );
  }

  /** Removes or fails a record once every destination it was stored for has settled. */
  async #finishNow(id: string): Promise<void> {
    const { spool, log } = this.#o;
    const destinations = await spool.destinationsOf(id).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!destinations) return;
    const settled = await spool.settlements(id);
    for (const destination of destinations.filter((name) => !settled.has(name) && !this.#names.has(name))) {
      // Stored for a destination since removed from the configuration: nobody will deliver it.
      const settlement = {
        destination,
        outcome: 'given-up' as const,
        reason: 'no longer configured',
        at: new Date().toISOString(),
      };
      await spool.settle(id, settlement);
      settled.set(destination, settlement);
    }
    if (!destinations.every((name) => settled.has(name))) return;
    const givenUp = destinations.filter((name) => settled.get(name)!.outcome === 'given-up');
    if (givenUp.length === 0) return spool.remove(id);
    await spool.fail(id);
    log.error({ id, givenUp }, `${id} given up for ${givenUp.join(', ')}; moved to failed/ with its settlements`);
  }

  /** Moves an unreadable record to failed/; when even that fails, it is logged and tried again on a later pass. */
  async #quarantine(id: string, reason: unknown): Promise<void> {
    try {
      await this.#o.spool.fail(id);
      this.#o.log.error({ err: reason, id }, `spooled mail ${id} is unreadable; moved to failed/`);
    } catch (error) {
      if (isMissing(error)) return;
      this.#o.log.error(
        { err: error, id },
        `spooled mail ${id} is unreadable and could not be moved to failed/; skipped, trying again later`,
      );
    }
  }
}
