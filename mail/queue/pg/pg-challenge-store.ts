import pg from 'pg';
import { newChallengeKey, type ChallengeStore } from '../challenge-store.ts';
import { lostConnection, transaction } from './pg-transaction.ts';

/**
 * The challenges' tables: the signing key every instance shares (made by the
 * first to start), and the solutions spent, each until its challenge expires.
 */
export const CHALLENGE_SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS mail;
  CREATE TABLE IF NOT EXISTS mail.setting (
    name text PRIMARY KEY,
    value text NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mail.spent_challenge (
    id text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS spent_challenge_expires_at ON mail.spent_challenge (expires_at);
`;

const KEY_NAME = 'altcha_hmac_key';

/** The first instance's key wins; the others read it. */
const KEEP_KEY = `
  WITH made AS (
    INSERT INTO mail.setting (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value
  )
  SELECT value FROM made UNION ALL SELECT value FROM mail.setting WHERE name = $1 LIMIT 1
`;

/** One statement: of two instances spending one challenge at once, the second waits on the key and inserts nothing. */
const SPEND = `INSERT INTO mail.spent_challenge (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`;

const PURGE = `DELETE FROM mail.spent_challenge WHERE expires_at < $1`;

/** How often an instance deletes the expired rows. */
const PURGE_EVERY_MS = 60 * 1000;

/** The challenge store in PostgreSQL (mail.setting, mail.spent_challenge), shared by every instance on MAIL_QUEUE_URL. */
export class PgChallengeStore implements ChallengeStore {
  readonly #pool: pg.Pool;
  readonly #ownsPool: boolean;
  #opened: Promise<void> | undefined;
  #purgedAt = 0;

  constructor(pool: pg.Pool, ownsPool = false) {
    this.#pool = pool;
    this.#ownsPool = ownsPool;
  }

  /** A store on a pool of its own (two connections), so a post's check never waits behind the queue's work. */
  static connect(connectionString: string, log: { warn: (obj: object, message: string) => void }): PgChallengeStore {
    const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5_000, keepAlive: true });
    pool.on('error', (error) => log.warn({ err: lostConnection(error) }, 'challenge store: idle connection lost'));
    return new PgChallengeStore(pool, true);
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.end();
  }

  async key(): Promise<string> {
    await this.#open();
    const { rows } = await this.#pool.query<{ value: string }>(KEEP_KEY, [KEY_NAME, newChallengeKey()]);
    if (rows[0]) return rows[0].value;
    // Another instance made it while this statement ran: its row is committed now, but was not in this statement's snapshot.
    const again = await this.#pool.query<{ value: string }>('SELECT value FROM mail.setting WHERE name = $1', [
      KEY_NAME,
    ]);
    return again.rows[0]!.value;
  }

  async spend(id: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.#open();
    if (now.getTime() - this.#purgedAt >= PURGE_EVERY_MS) {
      this.#purgedAt = now.getTime();
      await this.#pool.query(PURGE, [now]);
    }
    const { rowCount } = await this.#pool.query(SPEND, [id, expiresAt]);
    return rowCount === 1;
  }

  /** Under the lock the queue's schema takes, so instances starting together do not race; a failure is tried again on the next call. */
  #open(): Promise<void> {
    return (this.#opened ??= transaction(this.#pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
      await client.query(CHALLENGE_SCHEMA);
    }).catch((error: unknown) => {
      this.#opened = undefined;
      throw error;
    }));
  }
}
