import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
// pg-boss and not graphile-worker (both maintained, both can enqueue inside our
// own transaction): pg-boss lets each job carry its own expiry, so a job whose
// worker was killed goes back to the queue minutes later; graphile-worker 0.17
// holds such a job for a fixed 4 hours and its backoff (e^n s) cannot follow our
// retry rules.
import { PgBoss, type Db, type JobInsert, type JobWithMetadata, type SendOptions } from 'pg-boss';
import { finishedJobSeconds } from './pg-retention.ts';
import { queueOf } from './pg-schema.ts';

/** A job's payload: the message, and the destination (absent in jobs queued before there were several: 'mail'). */
export interface JobData {
  id: string;
  destination?: string;
}

/** A job a worker took and has not settled yet, and when it took it. */
export interface Held {
  job: JobWithMetadata<JobData>;
  takenAt: number;
}

/** A delivery to queue as a job: due at startAfter, or at once. */
export interface DueDelivery {
  id: string;
  destination: string;
  startAfter?: Date | null;
}

/** How long a job's lease lasts and how it is kept; the defaults are PgQueue's. */
export interface PgJobsOptions {
  /** The longest one attempt may hold its job, heartbeats or not; then the queue has it again. */
  expireInSeconds: number;
  /** A live worker touches its job this often twice over; past it, a job nobody touches goes back to the queue. */
  heartbeatSeconds: number;
  /** How often pg-boss looks for jobs whose worker died (one instance does it for all). */
  maintenanceIntervalSeconds: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * The deliveries' pg-boss jobs, one per (message, destination) in its
 * destination's queue, and their leases: a job is taken by one worker at a
 * time (pg-boss's row locks), kept while its worker beats, and taken again by
 * any instance once its worker stops beating or its lease ends.
 */
export class PgJobs {
  /** Exposed for the start-up (pg-open.ts), which sets pg-boss 10's schema aside before it starts this one. */
  readonly boss: PgBoss;
  readonly #o: PgJobsOptions;
  /** Our retries are new jobs (retryLater); pg-boss's own retries only bring back, at once, jobs whose worker died. */
  readonly #jobOptions: Pick<SendOptions, 'expireInSeconds' | 'heartbeatSeconds' | 'retryLimit' | 'retryDelay'>;

  /** pg-boss over pool (pool.query, which listens for a lost connection itself); nothing runs until start(). */
  constructor(pool: pg.Pool, options: PgJobsOptions) {
    this.#o = options;
    const db = { executeSql: (text: string, values: unknown[]) => pool.query(text, values) };
    // Expired jobs are found on pg-boss's supervise pass, for queues whose monitor interval has passed.
    const every = options.maintenanceIntervalSeconds;
    this.boss = new PgBoss({ db, schedule: false, superviseIntervalSeconds: every, monitorIntervalSeconds: every });
    // What fails in pg-boss's maintenance comes here and is tried again on its next round.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss maintenance failed'));
    this.#jobOptions = {
      expireInSeconds: options.expireInSeconds,
      heartbeatSeconds: options.heartbeatSeconds,
      retryLimit: 100,
      retryDelay: 0,
    };
  }

  /**
   * Starts pg-boss (its schema and migrations) and makes each destination's
   * queue, keeping finished jobs no longer than retentionMs allows.
   */
  async start(destinations: readonly string[], retentionMs: number): Promise<void> {
    await this.boss.start();
    // The heartbeat on the queue too, so a job queued without one (by an older version) still gets it.
    const kept = { deleteAfterSeconds: finishedJobSeconds(retentionMs), heartbeatSeconds: this.#o.heartbeatSeconds };
    for (const name of destinations) {
      await this.boss.createQueue(queueOf(name), kept);
      // createQueue leaves a queue that exists as it was: a changed RETENTION_DAYS reaches it here.
      await this.boss.updateQueue(queueOf(name), kept);
    }
  }

  /** Lets the jobs in hand finish their calls to pg-boss, then stops its maintenance; the pool stays open. */
  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, close: false });
  }

  /** One job per delivery, in its destination's queue; in the caller's transaction, so a post refused queues none. */
  async insert(deliveries: readonly DueDelivery[], db: Db): Promise<void> {
    const byQueue = new Map<string, JobInsert<JobData>[]>();
    for (const { id, destination, startAfter } of deliveries) {
      const jobs = byQueue.get(queueOf(destination)) ?? [];
      jobs.push({ ...this.#jobOptions, data: { id, destination }, ...(startAfter && { startAfter }) });
      byQueue.set(queueOf(destination), jobs);
    }
    for (const [queue, jobs] of byQueue) await this.boss.insert(queue, jobs, { db });
  }

  /** One due job of this destination, if any; one taken before by a worker that died is logged as such. */
  async take(destination: string): Promise<Held | undefined> {
    const [job] = await this.boss.fetch<JobData>(queueOf(destination), { includeMetadata: true });
    if (!job) return undefined;
    if (job.retryCount > 0) {
      const { id } = job.data;
      this.#o.log.warn(
        { id, destination },
        `${destination} ${id} was taken by a worker that stopped before finishing; trying again`,
      );
    }
    return { job, takenAt: Date.now() };
  }

  /** Whether a job's lease has ended: the queue may have given it to another worker since. */
  expired(held: Held): boolean {
    return Date.now() - held.takenAt >= this.#o.expireInSeconds * 1000;
  }

  /**
   * Touches a job every half heartbeat while this process holds it, so it
   * stays this worker's however long the receiver takes (within the lease);
   * a touch that fails is tried again at the next beat. Call the result to stop.
   */
  heartbeat({ job }: Held): () => void {
    const beating = setInterval(
      () =>
        void this.boss
          .touch(job.name, job.id)
          .catch((error: unknown) => this.#o.log.warn({ err: error, id: job.data.id }, 'job heartbeat failed')),
      (this.#o.heartbeatSeconds * 1000) / 2,
    );
    beating.unref();
    return () => clearInterval(beating);
  }

  /** Completes a job and queues the next attempt, due after delayMs; in the caller's transaction. */
  async retryLater(jobId: string, delivery: DueDelivery, reason: string, delayMs: number, db: Db): Promise<void> {
    const queue = queueOf(delivery.destination);
    await this.boss.complete(queue, jobId, { retry: reason }, { db });
    await this.boss.send(
      queue,
      { id: delivery.id, destination: delivery.destination },
      { ...this.#jobOptions, startAfter: delayMs / 1000, db },
    );
  }

  /** Completes jobs of one destination; in the caller's transaction. */
  async complete(destination: string, jobIds: string[], db: Db): Promise<void> {
    await this.boss.complete(queueOf(destination), jobIds, {}, { db });
  }
}
