import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { decide } from '../delivery/delivery-policy.ts';
import { DestinationError, type Destination } from '../delivery/destination.ts';
import type { RetryDelayOptions } from '../delivery/retry-delay.ts';
import type { DrainRate } from './drain-rate.ts';
import type { Settlement } from './settlement-log.ts';
import type { SpooledMail, Spool } from './spool/spool.ts';

/** What a lane shares with the other lanes of one spool (deliver.ts). */
export interface LaneContext {
  spool: Spool;
  retryWindowMs: number;
  retry: RetryDelayOptions;
  pollMs: number;
  /** Attempts this lane makes at once, each on a different record. */
  concurrency: number;
  /** Whether intake is committing posts now: the lane then makes at most WHILE_INTAKE_BUSY attempts at once. */
  intakeBusy(): boolean;
  /** Told of each delivery, for /healthz's drain rate. */
  drain: DrainRate;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The waiting ids, oldest first (one listing at a time for all lanes). */
  waiting(): Promise<string[]>;
  /** Records this destination's settlement durably (rejects if it could not) and moves the record on once all have settled. */
  settle(id: string, settlement: Settlement): Promise<void>;
  /** Looks at a record this destination has nothing (more) to do for: it leaves new/ once all have settled. */
  settled(id: string): void;
  /** Moves a record that cannot be read to failed/ (or, when even that fails, logs it and tries again later). */
  quarantine(id: string, reason: unknown): Promise<void>;
}

/** Attempts a lane makes at once while intake is busy: delivery goes on, intake keeps the cores and the disk. */
const WHILE_INTAKE_BUSY = 2;
/** How often a lane held back for intake looks again whether it may widen. */
const WHILE_INTAKE_BUSY_RECHECK_MS = 50;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * One destination's worker over the spool: its own passes, retries, pause and
 * last error, so a destination that is down, slow or refusing never delays,
 * repeats or loses another's deliveries. Up to `concurrency` records are
 * attempted at once, never one record twice at once; after a failure that
 * pauses the destination it starts again with one at a time, widening on the
 * first success, so a relay that is down sees one attempt per retry, not
 * eight. A settlement is written durably only after the receiver's answer,
 * and before the next step.
 */
export class DestinationLane {
  readonly #retries = new Map<string, { attempts: number; nextAt: number }>();
  /** Settled here or not wanted here: never looked at again in this process. */
  readonly #done = new Set<string>();
  /** Delivered, but the settlement could not be written: written again, never sent again. */
  readonly #sent = new Set<string>();
  #pausedUntil = 0;
  /** Records being attempted or settled now: a pass never starts one of them again. */
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Attempts allowed at once now: 1 until the first success, and again after a pause. */
  #width = 1;
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  lastError: { at: string; message: string } | null = null;

  /** A lane for destination over context's spool; nothing happens until start(). */
  constructor(
    readonly destination: Destination,
    readonly context: LaneContext,
  ) {}

  /** Starts passes, beginning with whatever a previous run left. */
  start(): void {
    this.#stopped = false;
    this.kick();
  }

  /** A pass now; passes never overlap, a kick during one queues another. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pass) return void (this.#again = true);
    clearTimeout(this.#timer);
    this.#pass = this.#deliverDue()
      .catch((error: unknown) => this.context.log.error({ err: error }, `${this.destination.name} pass failed`))
      .finally(() => {
        this.#pass = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        } else this.#schedule();
      });
  }

  /** Stops after the attempts in flight. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#pass;
    await Promise.all(this.#inFlight.values());
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    let next = Math.max(Date.now() + this.context.pollMs, this.#pausedUntil);
    for (const { nextAt } of this.#retries.values()) next = Math.min(next, Math.max(nextAt, this.#pausedUntil));
    this.#timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
    this.#timer.unref(); // the HTTP server keeps the process alive; this timer must not
  }

  async #deliverDue(): Promise<void> {
    const ids = await this.context.waiting();
    const present = new Set(ids);
    for (const set of [this.#done, this.#sent]) for (const id of set) if (!present.has(id)) set.delete(id);
    for (const id of this.#retries.keys()) if (!present.has(id)) this.#retries.delete(id);
    for (const id of ids) {
      if (this.#done.has(id) || this.#inFlight.has(id)) continue;
      if (!this.#sent.has(id) && (this.#retries.get(id)?.nextAt ?? 0) > Date.now()) continue;
      while (this.#inFlight.size >= this.#allowed()) await this.#slot();
      if (this.#stopped) return;
      // While the destination itself is down every record would fail alike: they wait for its retry.
      if (this.#pausedUntil > Date.now()) return;
      this.#launch(id, this.#sent.has(id) ? () => this.#settle(id, 'delivered') : () => this.#attempt(id));
    }
  }

  /**
   * Waits until an attempt ends or, while held back for intake, a moment has
   * passed: once intake is quiet the lane widens without waiting for a slow
   * receiver to answer.
   */
  #slot(): Promise<unknown> {
    const ended = Promise.race(this.#inFlight.values());
    if (this.#allowed() === this.#width) return ended;
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, WHILE_INTAKE_BUSY_RECHECK_MS))]);
  }

  /** Attempts allowed at once now. */
  #allowed(): number {
    return this.context.intakeBusy() ? Math.min(this.#width, WHILE_INTAKE_BUSY) : this.#width;
  }

  /** Runs one record's step beside the others; a pass that has ended reschedules when it is done (a retry it set). */
  #launch(id: string, step: () => Promise<void>): void {
    const run = step()
      .catch((error: unknown) => this.context.log.error({ err: error, id }, `${this.destination.name} ${id} failed`))
      .finally(() => {
        this.#inFlight.delete(id);
        if (!this.#pass) this.#schedule();
      });
    this.#inFlight.set(id, run);
  }

  /** Reads the record and, if this destination still owes it, tries once. */
  async #attempt(id: string): Promise<void> {
    const { spool } = this.context;
    const { name } = this.destination;
    let mail: SpooledMail;
    try {
      mail = await spool.read(id);
    } catch (error) {
      if (!isMissing(error)) await this.context.quarantine(id, error);
      return;
    }
    const content = mail.file?.content;
    try {
      if (!mail.destinations.includes(name) || (await spool.settlements(id)).has(name)) {
        this.#done.add(id);
        return this.context.settled(id);
      }
      const note = await this.destination.deliver(mail);
      this.#sent.add(id);
      this.#width = this.context.concurrency;
      this.context.drain.delivered(name);
      this.context.log.info({ id, form: mail.form, destination: name }, `${name} ${id} delivered: ${note}`);
      await this.#settle(id, 'delivered');
    } catch (error) {
      return this.#failed(mail, error);
    } finally {
      if (content instanceof Readable) content.destroy();
    }
  }

  async #failed({ id, receivedAt }: SpooledMail, error: unknown): Promise<void> {
    const { name } = this.destination;
    const attempts = (this.#retries.get(id)?.attempts ?? 0) + 1;
    const reason = (error as Error).message;
    const failure = error instanceof DestinationError ? error.failure : { kind: 'transient' as const };
    const now = Date.now();
    const { retryWindowMs, retry } = this.context;
    const decision = decide(failure, receivedAt, attempts, { now, retryWindowMs, retry });
    this.lastError = { at: new Date(now).toISOString(), message: `${name} ${id}: ${reason}` };
    if (decision.action === 'give-up') {
      this.#retries.delete(id);
      const why =
        decision.reason === 'permanent'
          ? `refused for good: ${reason}`
          : `undelivered since ${receivedAt.toISOString()}: ${reason}`;
      this.context.log.error({ id, attempts, reason, destination: name }, `${name} ${id} ${why}; given up`);
      return this.#settle(id, 'given-up', why);
    }
    const { delayMs, pauseQueue } = decision;
    this.#retries.set(id, { attempts, nextAt: now + delayMs });
    if (pauseQueue) {
      this.#pausedUntil = now + delayMs;
      this.#width = 1;
    }
    this.context.log.warn(
      { id, attempts, reason, destination: name },
      `${name} ${id} not delivered (attempt ${attempts}); retrying in ${Math.ceil(delayMs / 1000)} s`,
    );
  }

  /** Writes the settlement durably; if that fails, the next pass writes it again (never delivers again). */
  async #settle(id: string, outcome: 'delivered' | 'given-up', reason?: string): Promise<void> {
    const { name: destination } = this.destination;
    try {
      await this.context.settle(id, { destination, outcome, ...(reason && { reason }), at: new Date().toISOString() });
    } catch (error) {
      this.context.log.error(
        { err: error, id },
        `${destination} ${id} was ${outcome} but could not be recorded in the spool`,
      );
      if (outcome === 'delivered') this.#sent.add(id);
      return;
    }
    this.#sent.delete(id);
    this.#retries.delete(id);
    this.#done.add(id);
  }
}
