import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  ledgerKey,
  type AcknowledgementLedger,
} from '../../delivery/acknowledgement/acknowledgement-ledger.ts';
import { lostConnection, transaction } from './pg-transaction.ts';

/**
 * The ledger's table; run by open() (or the first claim), or inside the
 * queue's own schema transaction. The address is kept only as its SHA-256, and only for the hour it matters
 * (older rows are deleted as claims come, and by the hourly retention sweep), so the table holds no address.
 */
export const ACKNOWLEDGED_SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS mail;
  CREATE TABLE IF NOT EXISTS mail.acknowledged (
    address text PRIMARY KEY,
    record_id text NOT NULL,
    at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS acknowledged_at ON mail.acknowledged (at);
  CREATE TABLE IF NOT EXISTS mail.acknowledgement_minute (
    minute timestamptz PRIMARY KEY,
    sent integer NOT NULL
  );
`;

/**
 * One statement, so two instances claiming one address at once cannot both
 * win: the second waits on the primary key and then sees the first's row. A
 * row is taken over only when it is an hour old or this record's own. Past
 * $4 claims within the hour no new row is written (fail closed, as the memory
 * ledger does): a flood cannot make us send without limit.
 */
const CLAIM = `
  INSERT INTO mail.acknowledged (address, record_id, at)
    SELECT $1::text, $2::text, $3::timestamptz
    WHERE (SELECT count(*) FROM mail.acknowledged WHERE at > $3::timestamptz - $5::integer * interval '1 millisecond') < $4::bigint
  ON CONFLICT (address) DO UPDATE SET record_id = EXCLUDED.record_id, at = EXCLUDED.at
    WHERE mail.acknowledged.at <= EXCLUDED.at - $5::integer * interval '1 millisecond'
       OR mail.acknowledged.record_id = EXCLUDED.record_id
  RETURNING record_id
`;

const FORGET = `DELETE FROM mail.acknowledged WHERE at <= $1::timestamptz - $2::integer * interval '1 millisecond'`;

/**
 * One statement: instances counting the same minute at once queue on its
 * row, so the site sends at most $2 in it whoever sends them. No row comes
 * back once the count has reached $2.
 */
const TAKE_SLOT = `
  INSERT INTO mail.acknowledgement_minute (minute, sent) VALUES ($1, 1)
  ON CONFLICT (minute) DO UPDATE SET sent = mail.acknowledgement_minute.sent + 1
    WHERE mail.acknowledgement_minute.sent < $2::integer
  RETURNING sent
`;

const FORGET_MINUTES = `DELETE FROM mail.acknowledgement_minute WHERE minute <= $1::timestamptz - interval '1 hour'`;

/** How often an instance deletes the rows an hour old. */
const FORGET_EVERY_MS = 10 * 60 * 1000;

/** The ledger in PostgreSQL (table mail.acknowledged), shared by every instance on MAIL_QUEUE_URL. */
export class PgAcknowledgementLedger implements AcknowledgementLedger {
  readonly #pool: pg.Pool;
  readonly #capacity: number;
  #forgotAt = 0;
  #opened: Promise<void> | undefined;

  readonly #ownsPool: boolean;

  /** capacity: claims within the hour, across all instances, past which new addresses are refused. */
  constructor(pool: pg.Pool, capacity = 50_000, ownsPool = false) {
    this.#pool = pool;
    this.#capacity = capacity;
    this.#ownsPool = ownsPool;
  }

  /**
   * A ledger on a pool of its own (two connections): a claim never waits for
   * a connection the queue's intake or delivery holds. A lost idle connection
   * is logged and replaced on the next claim, never a crash.
   */
  static connect(
    connectionString: string,
    log: { warn: (obj: object, message: string) => void },
  ): PgAcknowledgementLedger {
    const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5_000, keepAlive: true });
    pool.on('error', (error) =>
      log.warn({ err: lostConnection(error) }, 'acknowledgement ledger: idle connection lost'),
    );
    return new PgAcknowledgementLedger(pool, undefined, true);
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.end();
  }

  /**
   * Creates the table if missing, under the lock the queue's schema takes, so
   * instances starting together do not race. Never from inside that
   * transaction: this waits for its lock on a connection of its own.
   */
  async open(): Promise<void> {
    await transaction(this.#pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
      await client.query(ACKNOWLEDGED_SCHEMA);
    });
  }

  async claim(address: string, recordId: string, now: Date): Promise<boolean> {
    await this.#open();
    if (now.getTime() - this.#forgotAt >= FORGET_EVERY_MS) {
      await this.#pool.query(FORGET, [now, ACKNOWLEDGEMENT_WINDOW_MS]);
      await this.#pool.query(FORGET_MINUTES, [now]);
      this.#forgotAt = now.getTime();
    }
    const hash = createHash('sha256').update(ledgerKey(address)).digest('hex');
    const { rowCount } = await this.#pool.query(CLAIM, [
      hash,
      recordId,
      now,
      this.#capacity,
      ACKNOWLEDGEMENT_WINDOW_MS,
    ]);
    return rowCount === 1;
  }

  async takeSendSlot(now: Date, perMinute: number): Promise<boolean> {
    await this.#open();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const { rowCount } = await this.#pool.query(TAKE_SLOT, [minute, perMinute]);
    return rowCount === 1;
  }

  /** Deletes the rows an hour old, whoever claimed them; any instance may, any number of times. */
  async forget(now: Date): Promise<number> {
    await this.#open();
    await this.#pool.query(FORGET_MINUTES, [now]);
    const { rowCount } = await this.#pool.query(FORGET, [now, ACKNOWLEDGEMENT_WINDOW_MS]);
    return rowCount ?? 0;
  }

  /** Once per process, so the queue need not open the ledger; a failure is tried again on the next call. */
  #open(): Promise<void> {
    return (this.#opened ??= this.open().catch((error: unknown) => {
      this.#opened = undefined;
      throw error;
    }));
  }
}
