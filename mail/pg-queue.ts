import { mkdir, readFile, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
// pg-boss and not graphile-worker (both maintained, both can enqueue inside our
// own transaction): pg-boss lets each job carry its own expiry, so a job whose
// worker was killed goes back to the queue minutes later; graphile-worker 0.17
// holds such a job for a fixed 4 hours and its backoff (e^n s) cannot follow our
// retry rules. 10.4.2 is the newest pg-boss for Node 20 (11 asks for Node 22).
import PgBoss from 'pg-boss';
import { z } from 'zod';
import { composeMail, type MailEnvelope } from './compose.ts';
import type { AcceptedMail, MailQueue, QueuedMail, QueueHealth } from './mail-queue.ts';
import type { MailSender } from './mail-sender.ts';
import { retryDelay, type RetryDelayOptions } from './retry-delay.ts';
import { classifySendFailure } from './send-failure.ts';
import { newMailId } from './spool.ts';

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
    this.#intake = new pg.Pool({ connectionString: this.#o.connectionString, max: 10 });
    this.#pool = new pg.Pool({ connectionString: this.#o.connectionString, max: this.#o.concurrency + 2 });
    for (const pool of [this.#intake, this.#pool])
      pool.on('error', (error) => this.#o.log.error({ err: error }, 'idle PostgreSQL connection failed'));
    const db = { executeSql: (text: string, values: unknown[]) => this.#pool.query(text, values) };
    this.#boss = new PgBoss({ db, schedule: false, maintenanceIntervalSeconds: this.#o.maintenanceIntervalSeconds });
    this.#boss.on('error', (error) => this.#o.log.error({ err: error }, 'pg-boss maintenance failed'));
    // Our retries are new jobs (see #failed); pg-boss's own retries only bring back, at once, jobs whose worker died.
    this.#jobOptions = { expireInSeconds: this.#o.expireInSeconds, retryLimit: 100, retryDelay: 0 };
  }

  /** Creates the tables and pg-boss's schema if missing; several instances may open at once. */
  async open(): Promise<void> {
    await mkdir(this.#o.stagingDir, { recursive: true });
    await this.#transaction(this.#pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
      await client.query(SCHEMA);
    });
    await this.#boss.start();
    await this.#boss.createQueue(QUEUE);
    this.#opened = true;
  }

  /** Stores the fields, the file and the job in one transaction; resolves once it has committed. */
  async enqueue({ form, fields, source, file }: AcceptedMail, receivedAt = new Date()): Promise<string> {
    const id = newMailId(receivedAt);
    if (file) await this.#fileInsertSlot();
    try {
      const content = file && (await readFile(file.path));
      await this.#transaction(this.#intake, async (client, db) => {
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
    await Promise.all([this.#intake.end(), this.#pool.end()]);
    this.#o.sender.close();
  }

  /** Depth, oldest and failed count for the whole queue (all instances); the last error this process saw. */
  async health(): Promise<QueueHealth> {
    const { rows } = await this.#pool.query<{ depth: string; oldest: number | null; failed: string }>(`
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
    while (!this.#stopped) {
      // While the relay is down every message would fail the same way: wait for the retry instead.
      const pause = this.#pausedUntil - Date.now();
      if (pause > 0) {
        await this.#sleep(pause);
        continue;
      }
      let took = false;
      try {
        took = await this.#deliverNext();
      } catch (error) {
        this.#o.log.error({ err: error }, 'mail delivery from PostgreSQL failed');
      }
      if (!took) await this.#sleep(this.#o.pollMs);
    }
  }

  /** Takes one due job, if any, and settles it: delivered, retried later, or given up on. */
  async #deliverNext(): Promise<boolean> {
    const [job] = await this.#boss.fetch<{ id: string }>(QUEUE, { includeMetadata: true });
    if (!job) return false;
    const { id } = job.data;
    if (job.retryCount > 0)
      this.#o.log.warn({ id }, `mail ${id} was taken by a worker that stopped before finishing; trying again`);
    const mail = await this.#read(id);
    if (!mail) return this.#settle(job.id, id);
    if (this.#sent.has(id)) return this.#settle(job.id, id, DELIVERED);
    let message;
    try {
      message = composeMail(asQueued(mail), this.#o.envelope);
    } catch (error) {
      return this.#giveUp(job.id, mail, `unreadable: ${(error as Error).message}`);
    }
    try {
      const note = await this.#o.sender.send(message, id);
      this.#sent.add(id);
      this.#o.log.info({ id, form: mail.form }, `mail ${id} delivered: ${note}`);
    } catch (error) {
      return this.#failed(job.id, mail, error);
    }
    return this.#settle(job.id, id, DELIVERED);
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
    const kind = classifySendFailure(error);
    const reason = (error as Error).message;
    this.#lastError = { at: new Date().toISOString(), message: reason };
    if (kind === 'permanent') return this.#giveUp(jobId, mail, `refused by the relay: ${reason}`);
    if (Date.now() - mail.receivedAt.getTime() >= this.#o.retryWindowMs) {
      return this.#giveUp(jobId, mail, `undelivered since ${mail.receivedAt.toISOString()}: ${reason}`);
    }
    const attempts = mail.attempts + 1;
    const delay = retryDelay(attempts, this.#o.retry);
    // The next attempt is a new job, due after our own backoff; it replaces this one in the same transaction.
    await this.#transaction(this.#pool, async (client, db) => {
      await client.query('UPDATE mail.message SET attempts = $2 WHERE id = $1', [mail.id, attempts]);
      await this.#boss.complete(QUEUE, jobId, { retry: reason }, { db });
      await this.#boss.send(QUEUE, { id: mail.id }, { ...this.#jobOptions, startAfter: delay / 1000, db });
    });
    this.#o.log.warn(
      { id: mail.id, attempts, reason },
      `mail ${mail.id} not delivered (attempt ${attempts}); retrying in ${Math.ceil(delay / 1000)} s`,
    );
    if (kind === 'relay-down') this.#pausedUntil = Date.now() + delay;
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
    await this.#transaction(this.#pool, async (client, db) => {
      if (sql) await client.query(sql, [id, ...values]);
      await this.#boss.complete(QUEUE, jobId, {}, { db });
    });
    this.#sent.delete(id);
    return true;
  }

  async #transaction(pool: pg.Pool, work: (client: pg.PoolClient, db: PgBoss.Db) => Promise<void>): Promise<void> {
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('BEGIN');
      await work(client, { executeSql: (text, values) => client.query(text, values) });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
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
