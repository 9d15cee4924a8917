import type pg from 'pg';
import type { PgJobs } from './pg-jobs.ts';
import { FINISH_MESSAGE } from './pg-schema.ts';
import { transaction } from './pg-transaction.ts';

/** What a settlement records of a delivery: delivered now. */
export const DELIVERED =
  'UPDATE mail.delivery SET delivered_at = now(), attempts = attempts + 1 WHERE mail_id = $1 AND destination = $2';
/** What a settlement records of a delivery: given up, with the reason ($3) and the attempts made ($4). */
export const GIVEN_UP =
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
 * Settles delivery jobs: finishes each job and records what came of its
 * delivery, durably. Group commit: settlements that arrive while one
 * transaction runs share the next, so delivery pays one commit for many
 * leads and leaves the database's commits to intake.
 */
export class PgSettlement {
  readonly #pool: pg.Pool;
  readonly #jobs: PgJobs;
  /** Delivered ('<destination> <id>'), but not yet recorded as delivered: never delivered again from this process. */
  readonly #sent = new Set<string>();
  readonly #settling: Settling[] = [];
  #settlingNow = false;

  /** Settlements on pool (the workers'), completing jobs through jobs. */
  constructor(pool: pg.Pool, jobs: PgJobs) {
    this.#pool = pool;
    this.#jobs = jobs;
  }

  /** Notes that a destination took the message, before its record commits: a retry after a lost connection only records it. */
  sent(destination: string, id: string): void {
    this.#sent.add(`${destination} ${id}`);
  }

  /** Whether this process delivered it already and has yet to record that. */
  wasSent(destination: string, id: string): boolean {
    return this.#sent.has(`${destination} ${id}`);
  }

  /**
   * Finishes the job and records the delivery's fate (sql: DELIVERED,
   * GIVEN_UP with its values; none when the message is gone), durably,
   * before resolving. In each transaction the message rows are locked first,
   * in id order, so of two destinations settling one message at once the
   * second sees the first, and the last one settles the message
   * (FINISH_MESSAGE).
   */
  settle(jobId: string, id: string, destination: string, sql?: string, values: unknown[] = []): Promise<void> {
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
      for (const { destination, jobId } of group) jobs.set(destination, [...(jobs.get(destination) ?? []), jobId]);
      for (const [destination, jobIds] of jobs) await this.#jobs.complete(destination, jobIds, db);
    });
  }
}
