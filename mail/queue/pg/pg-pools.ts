import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { databaseAddress } from '../database-address.ts';
import { lostConnection } from './pg-transaction.ts';

/** A database that has not answered a new connection by then is taken as away: a post gets 503, the boot stops. */
const CONNECT_TIMEOUT_MS = 5_000;

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

/** The PostgreSQL queue's connections, kept apart so that no kind of work can take what another needs. */
export interface PgPools {
  /** For enqueue alone, so a burst of posts cannot starve delivery. */
  intake: pg.Pool;
  /** The workers', pg-boss's and the retention sweep's. */
  work: pg.Pool;
  /** One connection of its own for /healthz, so a probe never takes one that delivery or a post needs. */
  probe: pg.Pool;
  /** host:port/database, for messages: never the password. */
  address: string;
}

/**
 * The queue's pools over connectionString, `workers` connections for
 * delivery (and two more for pg-boss's maintenance). Nothing connects until
 * the first query.
 */
export function pgPools(connectionString: string, workers: number, log: Pick<FastifyBaseLogger, 'warn'>): PgPools {
  const address = databaseAddress(connectionString);
  const pools = {
    intake: new pg.Pool({ ...poolDefaults, connectionString, max: 10 }),
    work: new pg.Pool({ ...poolDefaults, connectionString, max: workers + 2 }),
    probe: new pg.Pool({
      ...poolDefaults,
      connectionString,
      max: 1,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      statement_timeout: HEALTH_TIMEOUT_MS,
      query_timeout: 2 * HEALTH_TIMEOUT_MS,
    }),
  };
  // An idle connection whose backend ended is dropped by pg-pool; the next query opens a new one.
  for (const pool of Object.values(pools))
    pool.on('error', (error) => log.warn({ err: lostConnection(error) }, `idle connection to ${address} lost`));
  return { ...pools, address };
}

/** Closes every connection of the three pools. */
export async function endPools({ intake, work, probe }: PgPools): Promise<void> {
  await Promise.all([intake.end(), work.end(), probe.end()]);
}
