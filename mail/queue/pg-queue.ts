import { readFile, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
// pg-boss and not graphile-worker (both maintained, both can enqueue inside our
// own transaction): pg-boss lets each job carry its own expiry, so a job whose
// worker was killed goes back to the queue minutes later; graphile-worker 0.17
// holds such a job for a fixed 4 hours and its backoff (e^n s) cannot follow our
// retry rules.
import { PgBoss, type Db, type JobInsert, type JobWithMetadata, type SendOptions } from 'pg-boss';
import { clearStaging } from './clear-staging.ts';
import { DrainRate } from './drain-rate.ts';
import { databaseAddress } from './database-address.ts';
import { decide } from '../delivery/delivery-policy.ts';
import { DestinationError, type Destination } from '../delivery/destination.ts';
import { isStagedUpload } from './staged-upload.ts';
import { mailIdPattern, newMailId, receivedAtOf } from './mail-id.ts';
import type { DestinationHealth, MailQueue, QueueHealth, RetentionSweep } from './mail-queue.ts';
import type { AcceptedMail, QueuedMail } from '../delivery/lead-record.ts';
import { asQueued, readDelivery, type Stored } from './pg-message.ts';
import { FINISH_MESSAGE, queueOf, SCHEMA } from './pg-schema.ts';
import { setAsidePgBoss10, takePgBoss10Deliveries } from './pg-boss-10-handover.ts';
import { finishedJobSeconds, sweepPostgres } from './pg-retention.ts';
import { lostConnection, transaction } from './pg-transaction.ts';
import type { RetryDelayOptions } from '../delivery/retry-delay.ts';

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

/** A job's payload: the message, and the destination (absent in jobs queued before there were several: 'mail'). */
interface JobData {
  id: string;
  destination?: string;
}

/** A database that has not answered a new connection by then is taken as away: a post gets 503, the boot stops. */
const CONNECT_TIMEOUT_MS = 5_000;

/** open() as a whole (schema, pg-boss's migrations, perhaps behind another instance's): within fastify's pluginTimeout in server.ts. */
const OPEN_TIMEOUT_MS = 20_000;

/** /healthz waits at most this long for its connection, and its query as long again: a probe must answer, not hang. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * /healthz's one query, per destination and for the whole queue, read from
 * the partial index of unsettled deliveries (pg-schema.ts) and that of failed
 * messages: ids start with their time of receipt, so the least is the oldest,
 * and no row of mail.message is read. A message is owed while any of its
 * deliveries is (it leaves once all are delivered, or becomes failed).
 */
const HEALTH_QUERY = `
  SELECT destination,
         count(*) FILTER (WHERE failed_at IS NULL) AS depth,
         min(mail_id) FILTER (WHERE failed_at IS NULL) AS oldest,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
  FROM mail.delivery WHERE delivered_at IS NULL GROUP BY destination
  UNION ALL
  SELECT NULL, count(DISTINCT mail_id) FILTER (WHERE failed_at IS NULL),
         min(mail_id) FILTER (WHERE failed_at IS NULL),
         (SELECT count(*) FROM mail.message WHERE failed_at IS NOT NULL)
  FROM mail.delivery WHERE delivered_at IS NULL`;

/** Whole seconds since the message with this id was received, or null for none. */
const ageOf = (id: string | null) =>
  id === null || !mailIdPattern.test(id)
    ? null
    : Math.max(0, Math.floor((Date.now() - receivedAtOf(id).getTime()) / 1000));

/**
 * Settings every pool shares: a connection attempt gives up after
 * CONNECT_TIMEOUT_MS (a host that accepts TCP but never answers would
 * otherwise hold a post, or the boot, for ever), and TCP keep-alive lets the
 * kernel notice a peer that vanished without a word (a failover that moved
 * its address).
 */
const poolDefaults = {
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
};

/** A job a worker took and has not settled yet, and when it took it. */
interface Held {
  job: JobWithMetadata<JobData>;
  takenAt: number;
}

/** Attachments read into memory for an INSERT at once: each costs about three times its size until it commits. */
const FILE_INSERTS_AT_ONCE = 4;

const DELIVERED =
  'UPDATE mail.delivery SET delivered_at = now(), attempts = attempts + 1 WHERE mail_id = $1 AND destination = $2';
const GIVEN_UP =
  'UPDATE mail.delivery SET failed_at = now(), failure = $3, attempts = $4 WHERE mail_id = $1 AND destination = $2';

/** Settlements committed in one transaction at most: a transaction holds its message rows' locks until it commits. */
const SETTLE_AT_ONCE = 64;

/** A job's settlement waiting for its transaction. */
interface Settling {
  jobId: string;
  id: string;
  destination: string;
  /** What to record of the delivery (DELIVERED, GIVEN_UP); none when the message was gone already. */
  sql: string | undefined;
  values: unknown[];
  resolve: () => void;
  reject: (error: unknown) => void;
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
 * between attempts.
 */
export class PgQueue implements MailQueue {
  readonly #o: Required<PgQueueOptions>;
  /** Connections for enqueue, and apart from them the workers', so a burst of posts cannot starve delivery. */
  readonly #intake: pg.Pool;
  readonly #pool: pg.Pool;
  /** One connection of its own for /healthz, so a probe never takes one that delivery or a post needs. */
  readonly #probe: pg.Pool;
  /** host:port/database, for messages: never the password. */
  readonly #address: string;
  /** Set while the workers' last query failed, so an outage is logged once when it starts and once when it ends. */
  #databaseAway = false;
  readonly #boss: PgBoss;
  readonly #jobOptions: Pick<SendOptions, 'expireInSeconds' | 'heartbeatSeconds' | 'retryLimit' | 'retryDelay'>;
  readonly #wakers = new Set<() => void>();
  /** Delivered ('<destination> <id>'), but not yet recorded as delivered: never delivered again from this process. */
  readonly #sent = new Set<string>();
  #workers: Promise<void>[] = [];
  /** Until when each destination is paused because it is down itself. */
  readonly #pausedUntil = new Map<string, number>();
  #lastError: QueueHealth['lastError'] = null;
  readonly #lastErrors = new Map<string, NonNullable<QueueHealth['lastError']>>();
  #stopped = true;
  #opened = false;
  #fileInserts = 0;
  readonly #fileInsertWaiters: (() => void)[] = [];
  /** Deliveries this process made per destination in the last minute. */
  readonly #drain = new DrainRate();
  /** Settlements waiting for the next transaction (#settle). */
  readonly #settling: Settling[] = [];
  #settlingNow = false;

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
    const { connectionString } = this.#o;
    this.#address = databaseAddress(connectionString);
    this.#intake = new pg.Pool({ ...poolDefaults, connectionString, max: 10 });
    const workers = this.#o.concurrency * this.#o.destinations.length;
    this.#pool = new pg.Pool({ ...poolDefaults, connectionString, max: workers + 2 });
    this.#probe = new pg.Pool({
      ...poolDefaults,
      connectionString,
      max: 1,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      statement_timeout: HEALTH_TIMEOUT_MS,
      query_timeout: 2 * HEALTH_TIMEOUT_MS,
    });
    // An idle connection whose backend ended is dropped by pg-pool; the next query opens a new one.
    for (const pool of [this.#intake, this.#pool, this.#probe])
      pool.on('error', (error) =>
        this.#o.log.warn({ err: lostConnection(error) }, `idle connection to ${this.#address} lost`),
      );
    const db = { executeSql: (text: string, values: unknown[]) => this.#pool.query(text, values) };
    // Expired jobs are found on pg-boss's supervise pass, for queues whose monitor interval has passed.
    const every = this.#o.maintenanceIntervalSeconds;
    this.#boss = new PgBoss({ db, schedule: false, superviseIntervalSeconds: every, monitorIntervalSeconds: every });
    // pg-boss runs its SQL through #pool (pool.query, which listens for a lost connection itself); what fails in its
    // maintenance comes here and is tried again on its next round.
    this.#boss.on('error', (error) => this.#o.log.error({ err: error }, 'pg-boss maintenance failed'));
    // Our retries are new jobs (see #failed); pg-boss's own retries only bring back, at once, jobs whose worker died.
    this.#jobOptions = {
      expireInSeconds: this.#o.expireInSeconds,
      heartbeatSeconds: this.#o.heartbeatSeconds,
      retryLimit: 100,
      retryDelay: 0,
    };
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
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${OPEN_TIMEOUT_MS / 1000} s`)), OPEN_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.#createSchema(), deadline]);
    } catch (error) {
      throw new Error(
        `PostgreSQL at ${this.#address} (MAIL_QUEUE_URL) could not be used: ${(error as Error).message}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
    this.#opened = true;
  }

  async #createSchema(): Promise<void> {
    await transaction(this.#pool, async (client, db) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
      await client.query(SCHEMA);
      // Under the same lock: two instances starting together on a fresh database would both create pg-boss's
      // schema, and the second fail on pg_namespace's unique index, which pg-boss's own race check misses.
      // pg-boss 12 cannot migrate pg-boss 10's schema: it is set aside, and what it owed is queued again below.
      const setAside = await setAsidePgBoss10(this.#boss, this.#pool);
      await this.#boss.start();
      const names = this.#o.destinations.map(({ name }) => name);
      // The heartbeat on the queue too, so a job queued without one (by an older version) still gets it.
      const kept = {
        deleteAfterSeconds: finishedJobSeconds(this.#o.retentionMs),
        heartbeatSeconds: this.#o.heartbeatSeconds,
      };
      for (const name of names) {
        await this.#boss.createQueue(queueOf(name), kept);
        // createQueue leaves a queue that exists as it was: a changed RETENTION_DAYS reaches it here.
        await this.#boss.updateQueue(queueOf(name), kept);
      }
      await this.#dropUnconfigured(client);
      const carried = await takePgBoss10Deliveries(client, names);
      if (carried) await this.#insertJobs(carried, db);
      if (setAside || carried)
        this.#o.log.info(
          `pg-boss 10's queue replaced by pg-boss 12's: ${carried?.length ?? 0} deliveries carried over`,
        );
    });
  }

  /** One job per delivery, in its destination's queue, due at its startAfter or at once; in the caller's transaction. */
  async #insertJobs(deliveries: readonly { id: string; destination: string; startAfter?: Date | null }[], db: Db) {
    const byQueue = new Map<string, JobInsert<JobData>[]>();
    for (const { id, destination, startAfter } of deliveries) {
      const jobs = byQueue.get(queueOf(destination)) ?? [];
      jobs.push({ ...this.#jobOptions, data: { id, destination }, ...(startAfter && { startAfter }) });
      byQueue.set(queueOf(destination), jobs);
    }
    for (const [queue, jobs] of byQueue) await this.#boss.insert(queue, jobs, { db });
  }

  /**
   * Gives up the deliveries owed to destinations no longer configured (nobody
   * would take their jobs), so their messages can settle; every instance must
   * have the same destinations.
   */
  async #dropUnconfigured(client: pg.ClientBase): Promise<void> {
    const { rows } = await client.query<{ mail_id: string }>(
      `UPDATE mail.delivery SET failed_at = now(), failure = 'no longer configured'
       WHERE delivered_at IS NULL AND failed_at IS NULL AND destination <> ALL($1) RETURNING mail_id`,
      [this.#o.destinations.map(({ name }) => name)],
    );
    for (const { mail_id: id } of rows) await client.query(FINISH_MESSAGE, [id]);
  }

  /** Stores the fields, the file, a delivery row and a job for each destination that wants it, in one transaction; resolves once it has committed. */
  async enqueue(mail: AcceptedMail, receivedAt = new Date()): Promise<string> {
    const { form, fields, source, file } = mail;
    const id = newMailId(receivedAt);
    const wanted = this.#o.destinations.filter((destination) => destination.wants(mail)).map(({ name }) => name);
    if (file) await this.#fileInsertSlot();
    try {
      const content = file && (await readFile(file.path));
      await transaction(this.#intake, async (client, db) => {
        await client.query(
          'INSERT INTO mail.message (id, received_at, form, fields, source) VALUES ($1, $2, $3, $4, $5)',
          [id, receivedAt, form, fields, source ?? null],
        );
        if (file) {
          await client.query(
            'INSERT INTO mail.attachment (mail_id, filename, content_type, content) VALUES ($1, $2, $3, $4)',
            [id, file.filename, file.contentType, content],
          );
        }
        await client.query('INSERT INTO mail.delivery (mail_id, destination) SELECT $1, unnest($2::text[])', [
          id,
          wanted,
        ]);
        await this.#insertJobs(
          wanted.map((destination) => ({ id, destination })),
          db,
        );
      });
      return id;
    } finally {
      if (file) this.#releaseFileInsert();
      // Stored in PostgreSQL, or refused (the visitor is told to try again): the staged copy is no longer needed either way.
      if (file)
        await unlink(file.path).catch((error: unknown) =>
          this.#o.log.warn({ err: error, id }, `staged upload ${file.path} could not be deleted`),
        );
    }
  }

  /** Waits for one of FILE_INSERTS_AT_ONCE places, so memory stays bounded however many uploads finish together. */
  async #fileInsertSlot(): Promise<void> {
    while (this.#fileInserts >= FILE_INSERTS_AT_ONCE)
      await new Promise<void>((resolve) => this.#fileInsertWaiters.push(resolve));
    this.#fileInserts++;
  }

  #releaseFileInsert(): void {
    this.#fileInserts--;
    this.#fileInsertWaiters.shift()?.();
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

  /** Stops after the messages in flight, then releases the connections and the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.kick();
    await Promise.all(this.#workers);
    if (this.#opened) await this.#boss.stop({ graceful: true, close: false });
    await Promise.all([this.#intake.end(), this.#pool.end(), this.#probe.end()]);
    for (const destination of this.#o.destinations) destination.close?.();
  }

  /**
   * Depth, oldest and failed count for the whole queue (all instances), in
   * one indexed query whatever the depth; the last error and the drain rate
   * this process saw. Fails within seconds when the database does not answer.
   */
  async health(): Promise<QueueHealth> {
    const { rows } = await this.#probe.query<{
      destination: string | null;
      depth: string;
      oldest: string | null;
      failed: string;
    }>(HEALTH_QUERY);
    const destinations: Record<string, DestinationHealth> = {};
    const of = (name: string) =>
      (destinations[name] ??= {
        depth: 0,
        oldestAgeSeconds: null,
        failed: 0,
        lastError: this.#lastErrors.get(name) ?? null,
        drainPerMinute: this.#drain.perMinute(name),
      });
    for (const { name } of this.#o.destinations) of(name);
    let whole = { depth: 0, oldestAgeSeconds: null as number | null, failed: 0 };
    for (const { destination, depth, oldest, failed } of rows) {
      const figures = { depth: Number(depth), oldestAgeSeconds: ageOf(oldest), failed: Number(failed) };
      if (destination === null) whole = figures;
      else Object.assign(of(destination), figures);
    }
    return { kind: 'postgres', ...whole, lastError: this.#lastError, destinations };
  }

  /** Deletes the messages received before `before` that nothing is owed for (pg-retention.ts). */
  sweepExpired(before: Date): Promise<RetentionSweep> {
    return sweepPostgres(this.#pool, before);
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
      if (held && Date.now() - held.takenAt >= this.#o.expireInSeconds * 1000) held = undefined;
      let took = false;
      try {
        held ??= await this.#take(destination.name);
        if (held) {
          const beating = this.#heartbeat(held.job);
          try {
            await this.#deliver(held.job, destination);
          } finally {
            clearInterval(beating);
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

  /**
   * Touches a job every half heartbeat while this process holds it, so it
   * stays this worker's however long the receiver takes (within the lease);
   * a touch that fails is tried again at the next beat.
   */
  #heartbeat(job: Held['job']): NodeJS.Timeout {
    const beating = setInterval(
      () =>
        void this.#boss
          .touch(job.name, job.id)
          .catch((error: unknown) => this.#o.log.warn({ err: error, id: job.data.id }, 'job heartbeat failed')),
      (this.#o.heartbeatSeconds * 1000) / 2,
    );
    beating.unref();
    return beating;
  }

  /** Logs the first failure of an outage; the workers keep polling every pollMs until the database answers. */
  #databaseFailed(error: unknown): void {
    this.#lastError = { at: new Date().toISOString(), message: `PostgreSQL: ${(error as Error).message}` };
    if (this.#databaseAway) return;
    this.#databaseAway = true;
    this.#o.log.error(
      { err: error },
      `mail delivery from PostgreSQL at ${this.#address} failed; paused until it answers`,
    );
  }

  #databaseAnswered(): void {
    if (!this.#databaseAway) return;
    this.#databaseAway = false;
    this.#o.log.info(`PostgreSQL at ${this.#address} answers again; mail delivery resumed`);
  }

  /** One due job of this destination, if any. */
  async #take(destination: string): Promise<Held | undefined> {
    const [job] = await this.#boss.fetch<JobData>(queueOf(destination), { includeMetadata: true });
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

  /** Settles a job: delivered, retried later, or given up on. Throws only when the database fails. */
  async #deliver(job: Held['job'], destination: Destination): Promise<void> {
    const { id } = job.data;
    const { name } = destination;
    const mail = await readDelivery(this.#pool, id, destination);
    if (!mail) return void (await this.#settle(job.id, id, name));
    if (this.#sent.has(`${name} ${id}`)) return void (await this.#settle(job.id, id, name, DELIVERED));
    let queued: QueuedMail;
    try {
      queued = asQueued(mail);
    } catch (error) {
      return void (await this.#giveUp(job.id, name, mail, `unreadable: ${(error as Error).message}`));
    }
    try {
      const note = await destination.deliver(queued);
      this.#sent.add(`${name} ${id}`);
      this.#drain.delivered(name);
      this.#o.log.info({ id, form: mail.form, destination: name }, `${name} ${id} delivered: ${note}`);
    } catch (error) {
      return void (await this.#failed(job.id, name, mail, error));
    }
    await this.#settle(job.id, id, name, DELIVERED);
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
    const queue = queueOf(destination);
    // The next attempt is a new job, due after our own backoff; it replaces this one in the same transaction.
    await transaction(this.#pool, async (client, db) => {
      await client.query('UPDATE mail.delivery SET attempts = $3 WHERE mail_id = $1 AND destination = $2', [
        mail.id,
        destination,
        attempts,
      ]);
      await this.#boss.complete(queue, jobId, { retry: reason }, { db });
      await this.#boss.send(queue, { id: mail.id, destination }, { ...this.#jobOptions, startAfter: delay / 1000, db });
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
    await this.#settle(jobId, mail.id, destination, GIVEN_UP, [reason, attempts]);
    this.#o.log.error(
      { id: mail.id, attempts, reason, destination },
      `${destination} ${mail.id} not delivered, ${reason}; given up`,
    );
  }

  /**
   * Finishes the job and records the delivery's fate (sql), durably, before
   * resolving. Group commit: settlements that arrive while one transaction
   * runs share the next, so delivery pays one commit for many leads and
   * leaves the database's commits to intake. In each transaction the message
   * rows are locked first, in id order, so of two destinations settling one
   * message at once the second sees the first, and the last one settles the
   * message (FINISH_MESSAGE).
   */
  #settle(jobId: string, id: string, destination: string, sql?: string, values: unknown[] = []): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#settling.push({ jobId, id, destination, sql, values, resolve, reject });
      if (!this.#settlingNow) void this.#settleWaiting();
    }).then(() => void this.#sent.delete(`${destination} ${id}`));
  }

  async #settleWaiting(): Promise<void> {
    this.#settlingNow = true;
    while (this.#settling.length > 0) {
      const group = this.#settling.splice(0, SETTLE_AT_ONCE);
      try {
        await this.#settleTogether(group);
        for (const { resolve } of group) resolve();
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        // One by one, so a settlement the database refuses never holds back the others.
        else for (const one of group) await this.#settleTogether([one]).then(one.resolve, one.reject);
      }
    }
    this.#settlingNow = false;
  }

  async #settleTogether(group: Settling[]): Promise<void> {
    await transaction(this.#pool, async (client, db) => {
      const ids = [...new Set(group.filter(({ sql }) => sql).map(({ id }) => id))].sort();
      const { rows } = await client.query<{ id: string }>(
        'SELECT id FROM mail.message WHERE id = ANY($1) ORDER BY id FOR UPDATE',
        [ids],
      );
      const present = new Set(rows.map((row) => row.id));
      for (const { sql, id, destination, values } of group)
        if (sql && present.has(id)) await client.query(sql, [id, destination, ...values]);
      for (const id of ids) if (present.has(id)) await client.query(FINISH_MESSAGE, [id]);
      const jobs = new Map<string, string[]>();
      for (const { destination, jobId } of group)
        jobs.set(queueOf(destination), [...(jobs.get(queueOf(destination)) ?? []), jobId]);
      for (const [queue, jobIds] of jobs) await this.#boss.complete(queue, jobIds, {}, { db });
    });
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
