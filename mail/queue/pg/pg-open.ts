import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { setAsidePgBoss10, takePgBoss10Deliveries } from './pg-boss-10-handover.ts';
import type { PgJobs } from './pg-jobs.ts';
import { FINISH_MESSAGE, SCHEMA } from './pg-schema.ts';
import { transaction } from './pg-transaction.ts';

/** open() as a whole (schema, pg-boss's migrations, perhaps behind another instance's): within fastify's pluginTimeout in server.ts. */
const OPEN_TIMEOUT_MS = 20_000;

/** What the start-up needs: the workers' pool, the jobs, and the destinations every instance shares. */
export interface PgOpening {
  pool: pg.Pool;
  jobs: PgJobs;
  destinations: readonly string[];
  /** RETENTION_DAYS in milliseconds, for how long pg-boss keeps finished jobs. */
  retentionMs: number;
  /** host:port/database, never the password: what an error names. */
  address: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Creates the tables and pg-boss's schema if missing, each destination's
 * queue, and settles what is owed to destinations no longer configured;
 * several instances may open at once. A database that does not answer within
 * OPEN_TIMEOUT_MS fails it with an error naming its host and port (never the
 * password), so the boot stops with that.
 */
export async function openPgDatabase(opening: PgOpening): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${OPEN_TIMEOUT_MS / 1000} s`)), OPEN_TIMEOUT_MS);
  });
  try {
    await Promise.race([createSchema(opening), deadline]);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${opening.address} (MAIL_QUEUE_URL) could not be used: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}

async function createSchema({ pool, jobs, destinations, retentionMs, log }: PgOpening): Promise<void> {
  await transaction(pool, async (client, db) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('it-site mail schema'))");
    await client.query(SCHEMA);
    // Under the same lock: two instances starting together on a fresh database would both create pg-boss's
    // schema, and the second fail on pg_namespace's unique index, which pg-boss's own race check misses.
    // pg-boss 12 cannot migrate pg-boss 10's schema: it is set aside, and what it owed is queued again below.
    const setAside = await setAsidePgBoss10(jobs.boss, pool);
    await jobs.start(destinations, retentionMs);
    await dropUnconfigured(client, destinations);
    const carried = await takePgBoss10Deliveries(client, destinations);
    if (carried) await jobs.insert(carried, db);
    if (setAside || carried)
      log.info(`pg-boss 10's queue replaced by pg-boss 12's: ${carried?.length ?? 0} deliveries carried over`);
  });
}

/**
 * Gives up the deliveries owed to destinations no longer configured (nobody
 * would take their jobs), so their messages can settle; every instance must
 * have the same destinations.
 */
async function dropUnconfigured(client: pg.ClientBase, destinations: readonly string[]): Promise<void> {
  const { rows } = await client.query<{ mail_id: string }>(
    `UPDATE mail.delivery SET failed_at = now(), failure = 'no longer configured'
     WHERE delivered_at IS NULL AND failed_at IS NULL AND destination <> ALL($1) RETURNING mail_id`,
    [destinations],
  );
  for (const { mail_id: id } of rows) await client.query(FINISH_MESSAGE, [id]);
}
