import type { FastifyBaseLogger } from 'fastify';
import { clearStaging } from '../clear-staging.ts';
import type { Destination } from '../../delivery/destination.ts';
import type { AcceptedMail } from '../../delivery/lead-record.ts';
import type { RetryDelayOptions } from '../../delivery/retry-delay.ts';
import { isStagedUpload } from '../staged-upload.ts';
import type { MailQueue, QueueHealth, RetentionSweep } from '../mail-queue.ts';
import { pgHealth } from './pg-health.ts';
import { PgIntake } from './pg-intake.ts';
import { PgJobs } from './pg-jobs.ts';
import { openPgDatabase } from './pg-open.ts';
import { endPools, pgPools, type PgPools } from './pg-pools.ts';
import { sweepPostgres } from './pg-retention.ts';
import { PgSettlement } from './pg-settlement.ts';
import { PgWorkers } from './pg-workers.ts';

/** What the PostgreSQL queue needs; the defaults suit production. */
export interface PgQueueOptions {
  /** postgres://user:password@host:5432/database (MAIL_QUEUE_URL). */
  connectionString: string;
  /** Where uploads are staged while they arrive (e.g. DATA_DIR/uploads); read into the INSERT, then deleted. */
  stagingDir: string;
  /** Where accepted posts go: each delivered, retried and given up on its own, with its own pg-boss queue. */
  destinations: readonly Destination[];
  /** How long after acceptance a destination is retried before it is given up on (the message kept in mail.failed). */
  retryWindowMs: number;
  retry?: RetryDelayOptions;
  /** Deliveries this process makes at once to each destination. */
  concurrency?: number;
  /** How often an idle worker looks for mail (posts to other instances, retries now due). */
  pollMs?: number;
  /** The longest one attempt may hold its job, heartbeats or not; then the queue has it again. */
  expireInSeconds?: number;
  /**
   * A live worker touches its job this often twice over; a job whose worker
   * died stops being touched and is failed back to the queue once this long
   * has passed, on the next maintenance round (pg-boss's heartbeat, at least 10).
   */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for such messages (one instance does it for all). */
  maintenanceIntervalSeconds?: number;
  /** RETENTION_DAYS in milliseconds: pg-boss deletes finished jobs after it when it is shorter than its week. */
  retentionMs?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * The MailQueue for several instances (MAIL_QUEUE_URL): accepted mail goes into
 * PostgreSQL, with one mail.delivery row and one pg-boss job per destination
 * that wants it, and workers in any number of processes deliver them, each
 * (message, destination) taken by one worker at a time (pg-boss's row locks),
 * each destination with its own workers, retries and pause. The rules are the
 * spool's: retries with backoff until the retry window ends, a permanent
 * refusal given up on at once, a pause of that destination while it is down,
 * at least once delivery under a Message-ID or webhook-id that does not change
 * between attempts. This class composes its parts: the pools (pg-pools.ts),
 * the start-up (pg-open.ts), intake (pg-intake.ts), the jobs and their leases
 * (pg-jobs.ts), the workers (pg-workers.ts) and their settlements
 * (pg-settlement.ts), /healthz (pg-health.ts) and retention (pg-retention.ts).
 */
export class PgQueue implements MailQueue {
  readonly #o: Required<PgQueueOptions>;
  readonly #pools: PgPools;
  readonly #jobs: PgJobs;
  readonly #intake: PgIntake;
  readonly #workers: PgWorkers;
  #opened = false;

  get stagingDir(): string {
    return this.#o.stagingDir;
  }

  /** A queue over options.connectionString; nothing is touched until open(). */
  constructor(options: PgQueueOptions) {
    this.#o = {
      retry: { baseMs: 5_000, maxMs: 15 * 60_000 },
      concurrency: 1,
      pollMs: 1_000,
      expireInSeconds: 300,
      heartbeatSeconds: 20,
      maintenanceIntervalSeconds: 10,
      retentionMs: Number.POSITIVE_INFINITY,
      ...options,
    };
    const { connectionString, destinations, concurrency, log } = this.#o;
    this.#pools = pgPools(connectionString, concurrency * destinations.length, log);
    this.#jobs = new PgJobs(this.#pools.work, this.#o);
    this.#intake = new PgIntake(this.#pools.intake, this.#jobs, destinations, log);
    this.#workers = new PgWorkers({
      ...this.#o,
      pool: this.#pools.work,
      jobs: this.#jobs,
      settlement: new PgSettlement(this.#pools.work, this.#jobs),
      address: this.#pools.address,
    });
  }

  /**
   * Empties the staging folder (uploads a killed process left), creates the
   * tables and pg-boss's schema if missing; several instances may open at
   * once. A database that does not answer fails it with an error naming its
   * host and port (never the password), so the boot stops with that.
   */
  async open(): Promise<void> {
    const swept = await clearStaging(this.#o.stagingDir, isStagedUpload);
    if (swept) this.#o.log.warn(`deleted ${swept} partial upload${swept === 1 ? '' : 's'} a previous run left`);
    await openPgDatabase({
      pool: this.#pools.work,
      jobs: this.#jobs,
      destinations: this.#names(),
      retentionMs: this.#o.retentionMs,
      address: this.#pools.address,
      log: this.#o.log,
    });
    this.#opened = true;
  }

  /** Stores the fields, the file, a delivery row and a job for each destination that wants it, in one transaction; resolves once it has committed. */
  enqueue(mail: AcceptedMail, receivedAt = new Date()): Promise<string> {
    return this.#intake.enqueue(mail, receivedAt);
  }

  /** Starts the workers; they begin with whatever is due, whoever accepted it. */
  start(): void {
    this.#workers.start();
  }

  /** Wakes idle workers (after an enqueue here); other instances find the mail on their next poll. */
  kick(): void {
    this.#workers.kick();
  }

  /** Stops after the messages in flight, then releases the connections and the transport. */
  async stop(): Promise<void> {
    await this.#workers.stop();
    if (this.#opened) await this.#jobs.stop();
    await endPools(this.#pools);
    for (const destination of this.#o.destinations) destination.close?.();
  }

  /**
   * Depth, oldest and failed count for the whole queue (all instances), in
   * one indexed query whatever the depth; the last error and the drain rate
   * this process saw. Fails within seconds when the database does not answer.
   */
  health(): Promise<QueueHealth> {
    return pgHealth(this.#pools.probe, this.#names(), this.#workers);
  }

  /** Deletes the messages received before `before` that nothing is owed for (pg-retention.ts). */
  sweepExpired(before: Date): Promise<RetentionSweep> {
    return sweepPostgres(this.#pools.work, before);
  }

  #names(): string[] {
    return this.#o.destinations.map(({ name }) => name);
  }
}
