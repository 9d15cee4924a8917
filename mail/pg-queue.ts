import { readFile, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
// pg-boss and not graphile-worker (both maintained, both can enqueue inside our
// own transaction): pg-boss lets each job carry its own expiry, so a job whose
// worker was killed goes back to the queue minutes later; graphile-worker 0.17
// holds such a job for a fixed 4 hours and its backoff (e^n s) cannot follow our
// retry rules. 10.4.2 is the newest pg-boss for Node 20 (11 asks for Node 22).
import PgBoss from 'pg-boss';
import { z } from 'zod';
import { clearStaging } from './clear-staging.ts';
import { composeMail, type MailEnvelope } from './compose.ts';
import { databaseAddress } from './database-address.ts';
import { decide } from './delivery-policy.ts';
import { isStagedUpload } from './form-body.ts';
import { newMailId } from './mail-id.ts';
import type { AcceptedMail, MailQueue, QueuedMail, QueueHealth } from './mail-queue.ts';
import type { MailSender } from './mail-sender.ts';
import { transaction } from './pg-transaction.ts';
import type { RetryDelayOptions } from './retry-delay.ts';
import { classifySendFailure } from './send-failure.ts';

/** What the PostgreSQL queue needs; the defaults suit production. */
export interface PgQueueOptions {
  /** postgres://user:password@host:5432/database (MAIL_QUEUE_URL). */
  connectionString: string;
  /** Where uploads are staged while they arrive (e.g. DATA_DIR/uploads); read into the INSERT, then deleted. */
  stagingDir: string;
  sender: MailSender;
  envelope: MailEnvelope;
  /** How long after acceptance a message is retried before it is given up on (kept in mail.failed). */
  retryWindowMs: number;
  retry?: RetryDelayOptions;
  /** Messages this process sends at once. */
  concurrency?: number;
  /** How often an idle worker looks for mail (posts to other instances, retries now due). */
  pollMs?: number;
  /** A message taken by a worker that then died goes back to the queue after this long. */
  expireInSeconds?: number;
  /** How often pg-boss looks for such messages (one instance does it for all). */
  maintenanceIntervalSeconds?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const QUEUE = 'mail-delivery';

/** A database that has not answered a new connection by then is taken as away: a post gets 503, the boot stops. */
const CONNECT_TIMEOUT_MS = 5_000;

/** open() as a whole (schema, pg-boss's migrations, perhaps behind another instance's): within fastify's pluginTimeout in server.ts. */
const OPEN_TIMEOUT_MS = 20_000;

/** /healthz waits at most this long for its connection, and its query as long again: a probe must answer, not hang. */
const HEALTH_TIMEOUT_MS = 2_000;

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
  job: PgBoss.JobWithMetadata<{ id: string }>;
  takenAt: number;
}

/**
 * Our own tables hold the message; a pg-boss job only says which one is due and
 * when. Kept out of job payloads because pg-boss copies a job's row on every
 * retry and keeps finished jobs for a week: a 5 MB resume would be copied each
 * time, and mail given up on must stay until a person deals with it, not until
 * pg-boss's retention ends. bytea also stores the file as is (no base64).
 */
const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS mail;
  CREATE TABLE IF NOT EXISTS mail.message (
    id text PRIMARY KEY,
    received_at timestamptz NOT NULL,
    form text NOT NULL,
    fields jsonb NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    failed_at timestamptz,
    failure text
  );
  -- Where the lead came from (lead-source.ts); rows stored before it was kept have NULL.
  ALTER TABLE mail.message ADD COLUMN IF NOT EXISTS source jsonb;
  CREATE TABLE IF NOT EXISTS mail.attachment (
    mail_id text PRIMARY KEY REFERENCES mail.message (id) ON DELETE CASCADE,
    filename text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL
  );
  CREATE OR REPLACE VIEW mail.failed AS
    SELECT id, received_at, form, fields, attempts, failed_at, failure, source FROM mail.message WHERE failed_at IS NOT NULL;
`;

const storedFields = z.record(z.string(), z.string());
const storedSource = z.record(z.string(), z.string()).nullable();

/** A message as read back: fields are checked only when composing, so a bad row is given up on, not retried. */
type Stored = Omit<QueuedMail, 'fields' | 'source' | 'file'> & {
  fields: unknown;
  source: unknown;
  attempts: number;
  file?: { filename: string; contentType: string; content: Buffer };
};

/** A row of mail.message joined with its attachment, if any (the columns #read selects). */
interface MessageRow {
  received_at: Stored['receivedAt'];
  form: Stored['form'];
  fields: unknown;
  source: unknown;
  attempts: number;
  filename: string | null;
  content_type: string | null;
  content: Buffer | null;
}

/** A stored message as composeMail reads it; its fields are checked here, so a bad row is given up on, not retried. */
const asQueued = ({ id, receivedAt, form, fields, source, file }: Stored): QueuedMail => {
  const lead = storedSource.parse(source ?? null);
  return {
    id,
    receivedAt,
    form,
    fields: storedFields.parse(fields),
    ...(lead && { source: lead }),
    ...(file && { file }),
  };
};

/** Attachments read into memory for an INSERT at once: each costs about three times its size until it commits. */
const FILE_INSERTS_AT_ONCE = 4;

const DELIVERED = 'DELETE FROM mail.message WHERE id = $1';

/**
 * The MailQueue for several instances (MAIL_QUEUE_URL): accepted mail goes into
 * PostgreSQL, and workers in any number of processes deliver it, each message
 * taken by one worker at a time (pg-boss's row locks). The rules are the
 * spool's: retries with backoff until the retry window ends, a 5xx refusal
 * given up on at once, a pause while the relay is down, at least once delivery
 * under a Message-ID that does not change between attempts.
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
  readonly #jobOptions: PgBoss.SendOptions;
  readonly #wakers = new Set<() => void>();
  /** Sent, but not yet recorded as sent: never send these again from this process. */
  readonly #sent = new Set<string>();
  #workers: Promise<void>[] = [];
  #pausedUntil = 0;
  #lastError: QueueHealth['lastError'] = null;
  #stopped = true;
  #opened = false;
  #fileInserts = 0;
  readonly #fileInsertWaiters: (() => void)[] = [];

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
      maintenanceIntervalSeconds: 60,
      ...options,
    };
    const { connectionString } = this.#o;
    this.#address = databaseAddress(connectionString);
    this.#intake = new pg.Pool({ ...poolDefaults, connectionString, max: 10 });
    this.#pool = new pg.Pool({ ...poolDefaults, connectionString, max: this.#o.concurrency + 2 });
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
      pool.on('error', (error) => this.#o.log.warn({ err: error }, `idle connection to ${this.#address} lost`));
    const db = { executeSql: (text: string, values: unknown[]) => this.#pool.query(text, values) };
    this.#boss = new PgBoss({ db, schedule: false, maintenanceIntervalSeconds: this.#o.maintenanceIntervalSeconds });
    // pg-boss runs its SQL through #pool (pool.query, which listens for a lost connection itself); what fails in its
    // maintenance comes here and is tried again on its next round.
    this.#boss.on('error', (error) => this.#o.log.error({ err: error }, 'pg-boss maintenance failed'));
    // Our retries are new jobs (see #failed); pg-boss's own retries only bring back, at once, jobs whose worker died.
    this.#jobOptions = { expireInSeconds: this.#o.expireInSeconds, retryLimit: 100, retryDelay: 0 };
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
    await transaction(this.#pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
      await client.query(SCHEMA);
      // Under the same lock: two instances starting together on a fresh database would both create pg-boss's
      // schema, and the second fail on pg_namespace's unique index, which pg-boss's own race check misses.
      await this.#boss.start();
      await this.#boss.createQueue(QUEUE);
    });
  }

  /** Stores the fields, the file and the job in one transaction; resolves once it has committed. */
  async enqueue({ form, fields, source, file }: AcceptedMail, receivedAt = new Date()): Promise<string> {
    const id = newMailId(receivedAt);
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
        if (!(await this.#boss.send(QUEUE, { id }, { ...this.#jobOptions, db })))
          throw new Error(`pg-boss did not queue mail ${id}`);
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
    this.#workers = Array.from({ length: this.#o.concurrency }, () => this.#work());
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
    if (this.#opened) await this.#boss.stop({ graceful: true, wait: true, close: false });
    await Promise.all([this.#intake.end(), this.#pool.end(), this.#probe.end()]);
    this.#o.sender.close();
  }

  /** Depth, oldest and failed count for the whole queue (all instances); the last error this process saw. Fails within seconds when the database does not answer. */
  async health(): Promise<QueueHealth> {
    const { rows } = await this.#probe.query<{ depth: string; oldest: number | null; failed: string }>(`
      SELECT count(*) FILTER (WHERE failed_at IS NULL) AS depth,
             floor(extract(epoch FROM now() - min(received_at) FILTER (WHERE failed_at IS NULL)))::float8 AS oldest,
             count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
      FROM mail.message`);
    const { depth, oldest, failed } = rows[0]!;
    return {
      kind: 'postgres',
      depth: Number(depth),
      oldestAgeSeconds: oldest,
      failed: Number(failed),
      lastError: this.#lastError,
    };
  }

  async #work(): Promise<void> {
    // A job taken and not yet settled is kept through a lost connection and finished once the database answers
    // again, rather than left active until its lease ends (minutes). Once the lease is over the queue has it again.
    let held: Held | undefined;
    while (!this.#stopped) {
      // While the relay is down every message would fail the same way: wait for the retry instead.
      const pause = this.#pausedUntil - Date.now();
      if (pause > 0) {
        await this.#sleep(pause);
        continue;
      }
      if (held && Date.now() - held.takenAt >= this.#o.expireInSeconds * 1000) held = undefined;
      let took = false;
      try {
        held ??= await this.#take();
        if (held) {
          await this.#deliver(held.job);
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
      `mail delivery from PostgreSQL at ${this.#address} failed; paused until it answers`,
    );
  }

  #databaseAnswered(): void {
    if (!this.#databaseAway) return;
    this.#databaseAway = false;
    this.#o.log.info(`PostgreSQL at ${this.#address} answers again; mail delivery resumed`);
  }

  /** One due job, if any. */
  async #take(): Promise<Held | undefined> {
    const [job] = await this.#boss.fetch<{ id: string }>(QUEUE, { includeMetadata: true });
    if (!job) return undefined;
    if (job.retryCount > 0) {
      const { id } = job.data;
      this.#o.log.warn({ id }, `mail ${id} was taken by a worker that stopped before finishing; trying again`);
    }
    return { job, takenAt: Date.now() };
  }

  /** Settles a job: delivered, retried later, or given up on. Throws only when the database fails. */
  async #deliver(job: Held['job']): Promise<void> {
    const { id } = job.data;
    const mail = await this.#read(id);
    if (!mail) return void (await this.#settle(job.id, id));
    if (this.#sent.has(id)) return void (await this.#settle(job.id, id, DELIVERED));
    let message;
    try {
      message = composeMail(asQueued(mail), this.#o.envelope);
    } catch (error) {
      return void (await this.#giveUp(job.id, mail, `unreadable: ${(error as Error).message}`));
    }
    try {
      const note = await this.#o.sender.send(message, id);
      this.#sent.add(id);
      this.#o.log.info({ id, form: mail.form }, `mail ${id} delivered: ${note}`);
    } catch (error) {
      return void (await this.#failed(job.id, mail, error));
    }
    await this.#settle(job.id, id, DELIVERED);
  }

  /** The message and its file, or undefined if it is gone or was given up on. */
  async #read(id: string): Promise<Stored | undefined> {
    const { rows } = await this.#pool.query<MessageRow>(
      `SELECT m.received_at, m.form, m.fields, m.source, m.attempts, a.filename, a.content_type, a.content
       FROM mail.message m LEFT JOIN mail.attachment a ON a.mail_id = m.id WHERE m.id = $1 AND m.failed_at IS NULL`,
      [id],
    );
    const [row] = rows;
    if (!row) return undefined;
    const {
      received_at: receivedAt,
      form,
      fields,
      source,
      attempts,
      filename,
      content_type: contentType,
      content,
    } = row;
    return {
      id,
      receivedAt,
      form,
      fields,
      source,
      attempts,
      ...(content && filename !== null && contentType !== null && { file: { filename, contentType, content } }),
    };
  }

  async #failed(jobId: string, mail: Stored, error: unknown): Promise<boolean> {
    const reason = (error as Error).message;
    const now = Date.now();
    const attempts = mail.attempts + 1;
    const { retryWindowMs, retry } = this.#o;
    const decision = decide({ kind: classifySendFailure(error) }, mail.receivedAt, attempts, {
      now,
      retryWindowMs,
      retry,
    });
    this.#lastError = { at: new Date(now).toISOString(), message: reason };
    if (decision.action === 'give-up') {
      const why =
        decision.reason === 'permanent'
          ? `refused by the relay: ${reason}`
          : `undelivered since ${mail.receivedAt.toISOString()}: ${reason}`;
      return this.#giveUp(jobId, mail, why);
    }
    const { delayMs: delay, pauseQueue } = decision;
    // The next attempt is a new job, due after our own backoff; it replaces this one in the same transaction.
    await transaction(this.#pool, async (client, db) => {
      await client.query('UPDATE mail.message SET attempts = $2 WHERE id = $1', [mail.id, attempts]);
      await this.#boss.complete(QUEUE, jobId, { retry: reason }, { db });
      await this.#boss.send(QUEUE, { id: mail.id }, { ...this.#jobOptions, startAfter: delay / 1000, db });
    });
    this.#o.log.warn(
      { id: mail.id, attempts, reason },
      `mail ${mail.id} not delivered (attempt ${attempts}); retrying in ${Math.ceil(delay / 1000)} s`,
    );
    if (pauseQueue) this.#pausedUntil = Date.now() + delay;
    return true;
  }

  /** Keeps the message, file included, for a person (SELECT * FROM mail.failed); it is not retried. */
  async #giveUp(jobId: string, mail: Stored, reason: string): Promise<boolean> {
    const attempts = mail.attempts + 1;
    await this.#settle(
      jobId,
      mail.id,
      'UPDATE mail.message SET failed_at = now(), failure = $2, attempts = $3 WHERE id = $1',
      [reason, attempts],
    );
    this.#o.log.error(
      { id: mail.id, attempts, reason },
      `mail ${mail.id} not delivered, ${reason}; kept in mail.failed`,
    );
    return true;
  }

  /** Finishes the job and records the message's fate (sql) in one transaction. */
  async #settle(jobId: string, id: string, sql?: string, values: unknown[] = []): Promise<true> {
    await transaction(this.#pool, async (client, db) => {
      if (sql) await client.query(sql, [id, ...values]);
      await this.#boss.complete(QUEUE, jobId, {}, { db });
    });
    this.#sent.delete(id);
    return true;
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
