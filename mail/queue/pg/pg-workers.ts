import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { decide } from '../../delivery/delivery-policy.ts';
import { DestinationError, type Destination } from '../../delivery/destination.ts';
import type { QueuedMail } from '../../delivery/lead-record.ts';
import type { RetryDelayOptions } from '../../delivery/retry-delay.ts';
import { DrainRate } from '../drain-rate.ts';
import type { DeliverySeen } from './pg-health.ts';
import type { Held, PgJobs } from './pg-jobs.ts';
import { asQueued, readDelivery, type Stored } from './pg-message.ts';
import { DELIVERED, GIVEN_UP, type PgSettlement } from './pg-settlement.ts';
import { transaction } from './pg-transaction.ts';

/** What the workers need; PgQueue fills in its defaults. */
export interface PgWorkersOptions {
  /** The workers' pool, for reading messages and recording retries. */
  pool: pg.Pool;
  jobs: PgJobs;
  settlement: PgSettlement;
  destinations: readonly Destination[];
  /** Deliveries this process makes at once to each destination. */
  concurrency: number;
  /** How often an idle worker looks for mail (posts to other instances, retries now due). */
  pollMs: number;
  /** How long after acceptance a destination is retried before it is given up on. */
  retryWindowMs: number;
  retry: RetryDelayOptions;
  /** host:port/database, never the password: what the outage log names. */
  address: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * The delivery workers of one process: `concurrency` per destination, each
 * taking that destination's due jobs, delivering, and settling them as
 * delivered, retried after a backoff or given up (delivery-policy.ts). A
 * destination that is down pauses its own workers only; a database that is
 * down is logged once when it goes and once when it is back.
 */
export class PgWorkers implements DeliverySeen {
  readonly #o: PgWorkersOptions;
  readonly #wakers = new Set<() => void>();
  #workers: Promise<void>[] = [];
  #stopped = true;
  /** Set while the workers' last query failed, so an outage is logged once when it starts and once when it ends. */
  #databaseAway = false;
  /** Until when each destination is paused because it is down itself. */
  readonly #pausedUntil = new Map<string, number>();
  #lastError: DeliverySeen['lastError'] = null;
  readonly #lastErrors = new Map<string, NonNullable<DeliverySeen['lastError']>>();
  /** Deliveries this process made per destination in the last minute. */
  readonly #drain = new DrainRate();

  /** Workers that do nothing until start(). */
  constructor(options: PgWorkersOptions) {
    this.#o = options;
  }

  get lastError(): DeliverySeen['lastError'] {
    return this.#lastError;
  }

  /** The last failed attempt at this destination since start, or null. */
  lastErrorOf(destination: string): DeliverySeen['lastError'] {
    return this.#lastErrors.get(destination) ?? null;
  }

  /** Deliveries this process made to this destination in the last minute. */
  drainPerMinute(destination: string): number {
    return this.#drain.perMinute(destination);
  }

  /** Starts the workers; they begin with whatever is due, whoever accepted it. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#workers = this.#o.destinations.flatMap((destination) =>
      Array.from({ length: this.#o.concurrency }, () => this.#work(destination)),
    );
  }

  /** Wakes idle workers (after an enqueue here); other instances find the mail on their next poll. */
  kick(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  /** Resolves once every worker has finished the message in its hands. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.kick();
    await Promise.all(this.#workers);
  }

  async #work(destination: Destination): Promise<void> {
    // A job taken and not yet settled is kept through a lost connection and finished once the database answers
    // again, rather than left active until its lease ends (minutes). Once the lease is over the queue has it again.
    let held: Held | undefined;
    while (!this.#stopped) {
      // While the destination itself is down every delivery to it would fail the same way: wait for the retry instead.
      const pause = (this.#pausedUntil.get(destination.name) ?? 0) - Date.now();
      if (pause > 0) {
        await this.#sleep(pause);
        continue;
      }
      if (held && this.#o.jobs.expired(held)) held = undefined;
      let took = false;
      try {
        held ??= await this.#o.jobs.take(destination.name);
        if (held) {
          const stopBeating = this.#o.jobs.heartbeat(held);
          try {
            await this.#deliver(held.job.id, held.job.data.id, destination);
          } finally {
            stopBeating();
          }
          held = undefined;
          took = true;
        }
        this.#databaseAnswered();
      } catch (error) {
        this.#databaseFailed(error);
      }
      if (!took) await this.#sleep(this.#o.pollMs);
    }
  }

  /** Logs the first failure of an outage; the workers keep polling every pollMs until the database answers. */
  #databaseFailed(error: unknown): void {
    this.#lastError = { at: new Date().toISOString(), message: `PostgreSQL: ${(error as Error).message}` };
    if (this.#databaseAway) return;
    this.#databaseAway = true;
    this.#o.log.error(
      { err: error },
      `mail delivery from PostgreSQL at ${this.#o.address} failed; paused until it answers`,
    );
  }

  #databaseAnswered(): void {
    if (!this.#databaseAway) return;
    this.#databaseAway = false;
    this.#o.log.info(`PostgreSQL at ${this.#o.address} answers again; mail delivery resumed`);
  }

  /** Settles a job: delivered, retried later, or given up on. Throws only when the database fails. */
  async #deliver(jobId: string, id: string, destination: Destination): Promise<void> {
    const { settlement } = this.#o;
    const { name } = destination;
    const mail = await readDelivery(this.#o.pool, id, destination);
    if (!mail) return settlement.settle(jobId, id, name);
    if (settlement.wasSent(name, id)) return settlement.settle(jobId, id, name, DELIVERED);
    let queued: QueuedMail;
    try {
      queued = asQueued(mail);
    } catch (error) {
      return this.#giveUp(jobId, name, mail, `unreadable: ${(error as Error).message}`);
    }
    try {
      const note = await destination.deliver(queued);
      settlement.sent(name, id);
      this.#drain.delivered(name);
      this.#o.log.info({ id, form: mail.form, destination: name }, `${name} ${id} delivered: ${note}`);
    } catch (error) {
      return this.#failed(jobId, name, mail, error);
    }
    await settlement.settle(jobId, id, name, DELIVERED);
  }

  async #failed(jobId: string, destination: string, mail: Stored, error: unknown): Promise<void> {
    const reason = (error as Error).message;
    const now = Date.now();
    const attempts = mail.attempts + 1;
    const { retryWindowMs, retry } = this.#o;
    const failure = error instanceof DestinationError ? error.failure : { kind: 'transient' as const };
    const decision = decide(failure, mail.receivedAt, attempts, { now, retryWindowMs, retry });
    this.#lastError = { at: new Date(now).toISOString(), message: `${destination} ${mail.id}: ${reason}` };
    this.#lastErrors.set(destination, this.#lastError);
    if (decision.action === 'give-up') {
      const why =
        decision.reason === 'permanent'
          ? `refused for good: ${reason}`
          : `undelivered since ${mail.receivedAt.toISOString()}: ${reason}`;
      return this.#giveUp(jobId, destination, mail, why);
    }
    const { delayMs: delay, pauseQueue } = decision;
    // The next attempt is a new job, due after our own backoff; it replaces this one in the same transaction.
    await transaction(this.#o.pool, async (client, db) => {
      await client.query('UPDATE mail.delivery SET attempts = $3 WHERE mail_id = $1 AND destination = $2', [
        mail.id,
        destination,
        attempts,
      ]);
      await this.#o.jobs.retryLater(jobId, { id: mail.id, destination }, reason, delay, db);
    });
    this.#o.log.warn(
      { id: mail.id, attempts, reason, destination },
      `${destination} ${mail.id} not delivered (attempt ${attempts}); retrying in ${Math.ceil(delay / 1000)} s`,
    );
    if (pauseQueue) this.#pausedUntil.set(destination, Date.now() + delay);
  }

  /** Gives up this destination; the message, file included, stays for a person (SELECT * FROM mail.failed) once all are settled. */
  async #giveUp(jobId: string, destination: string, mail: Stored, reason: string): Promise<void> {
    const attempts = mail.attempts + 1;
    await this.#o.settlement.settle(jobId, mail.id, destination, GIVEN_UP, [reason, attempts]);
    this.#o.log.error(
      { id: mail.id, attempts, reason, destination },
      `${destination} ${mail.id} not delivered, ${reason}; given up`,
    );
  }

  /** Waits ms, or less if kick() or stop() comes first. */
  #sleep(ms: number): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#wakers.add(wake);
    });
  }
}
