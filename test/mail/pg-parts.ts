// Helpers of the tests of PgQueue's parts: a throwaway cluster (test/support/postgres.ts),
// a fresh database per test, and the parts opened over it as PgQueue opens them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type pg from 'pg';
import type { Destination } from '../../mail/delivery/destination.ts';
import { PgIntake } from '../../mail/queue/pg/pg-intake.ts';
import { PgJobs, type PgJobsOptions } from '../../mail/queue/pg/pg-jobs.ts';
import { openPgDatabase } from '../../mail/queue/pg/pg-open.ts';
import { endPools, pgPools, type PgPools } from '../../mail/queue/pg/pg-pools.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

/** A log that keeps every line, by level. */
export function keptLog() {
  const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  const keep = (into: string[]) => (object: unknown, message?: string) =>
    void into.push(typeof object === 'string' ? object : (message ?? ''));
  return { lines, log: { info: keep(lines.info), warn: keep(lines.warn), error: keep(lines.error) } };
}

/** A destination that wants every post and takes every attempt, named as given. */
export const takesAll = (name: string, delivered: string[] = []): Destination => ({
  name,
  wants: () => true,
  deliver: async (mail) => (delivered.push(mail.id), 'taken'),
});

/** The cluster of one test file, and fresh databases on it. */
export interface PgCluster {
  server: TestPostgres;
  /** A fresh, empty database's URL. */
  freshDatabase(): Promise<string>;
  /** Runs one statement as the superuser on the postgres database. */
  admin(sql: string): Promise<void>;
}

/** Starts a cluster for one test file; stop it in after(). */
export async function startCluster(prefix: string): Promise<PgCluster> {
  const server = await startPostgres();
  let databases = 0;
  const admin = async (sql: string) => void (await server.sql(sql));
  return {
    server,
    admin,
    async freshDatabase() {
      const name = `${prefix}_${++databases}`;
      await admin(`CREATE DATABASE ${name}`);
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
  };
}

/** The parts PgQueue builds over one database, opened (schema, pg-boss, queues), closed after the test. */
export interface OpenedParts {
  pools: PgPools;
  jobs: PgJobs;
  intake: PgIntake;
  stagingDir: string;
  /** One query on a connection of the work pool. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
}

/** Opens the parts over url for destinations; jobs options on top of PgQueue's defaults. */
export async function openParts(
  t: TestContext,
  url: string,
  destinations: readonly Destination[],
  options: Partial<PgJobsOptions> = {},
): Promise<OpenedParts> {
  const log = options.log ?? keptLog().log;
  const pools = pgPools(url, destinations.length, log);
  const jobs = new PgJobs(pools.work, {
    expireInSeconds: 300,
    heartbeatSeconds: 20,
    maintenanceIntervalSeconds: 10,
    ...options,
    log,
  });
  const stagingDir = await mkdtemp(path.join(tmpdir(), 'pg-parts-'));
  t.after(async () => {
    await jobs.stop().catch(() => undefined); // never started when opening failed
    await endPools(pools);
    await rm(stagingDir, { recursive: true, force: true });
  });
  const names = destinations.map(({ name }) => name);
  await openPgDatabase({
    pool: pools.work,
    jobs,
    destinations: names,
    retentionMs: Infinity,
    address: pools.address,
    log: { info() {} },
  });
  return {
    pools,
    jobs,
    intake: new PgIntake(pools.intake, jobs, destinations, log),
    stagingDir,
    query: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await pools.work.query<Row>(text, values)).rows,
  };
}
