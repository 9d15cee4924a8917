import type pg from 'pg';
import type { PgBoss } from 'pg-boss';

/** Where pg-boss 10's schema waits, out of pg-boss 12's way, until its jobs are carried over. */
const PG_BOSS_10_SCHEMA = 'pgboss_v10';

/**
 * The first schema pg-boss 12 migrates from (pg-boss 11.0's). pg-boss 11
 * rewrote the job tables and ships no migration from 10's schema (24): its
 * release notes say to move the jobs yourself, and 12's start() refuses 24
 * with "Cannot migrate pg-boss schema from version 24".
 */
const FIRST_MIGRATABLE_SCHEMA = 25;

/** A delivery a pg-boss 10 job stood for, and when that job was due (none: at once). */
export interface CarriedDelivery {
  id: string;
  destination: string;
  startAfter: Date | null;
}

/**
 * Renames pg-boss 10's schema (`pgboss`) to PG_BOSS_10_SCHEMA, if the
 * database has one, so that pg-boss 12's start() installs a schema of its own
 * instead of failing on it. Run under the mail schema's advisory lock, on a
 * connection that commits at once: pg-boss's start() looks on other
 * connections.
 */
export async function setAsidePgBoss10(boss: PgBoss, pool: pg.Pool): Promise<boolean> {
  if (!(await boss.isInstalled())) return false;
  const version = await boss.schemaVersion();
  if (version === null || version >= FIRST_MIGRATABLE_SCHEMA) return false;
  await pool.query(`ALTER SCHEMA pgboss RENAME TO ${PG_BOSS_10_SCHEMA}`);
  return true;
}

/**
 * The deliveries still owed to destinations (configured ones), each with when
 * its pending pg-boss 10 job was due, if a set-aside pg-boss 10 schema is
 * there; then drops that schema. Called in the transaction that queues them
 * again, so the drop commits with the new jobs: a crash in between leaves the
 * schema, and the next start carries the same deliveries over once.
 *
 * What is owed comes from mail.delivery, not from pg-boss's jobs: it is what
 * decides delivery anyway, and it also covers a message stored before there
 * were several destinations and a job pg-boss 10 had failed for good. Only
 * the due time is read from pg-boss 10's job table (its v10 columns, frozen
 * since), so a retry waiting out its backoff keeps waiting. A job that was
 * active belonged to a worker of the stopped version: due at once.
 */
export async function takePgBoss10Deliveries(
  client: pg.ClientBase,
  destinations: readonly string[],
): Promise<CarriedDelivery[] | undefined> {
  const { rows: schema } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [PG_BOSS_10_SCHEMA]);
  if (!schema.length) return undefined;
  const { rows } = await client.query<CarriedDelivery>(
    `WITH pending AS (
       SELECT data->>'id' AS id, coalesce(data->>'destination', 'mail') AS destination, max(start_after) AS start_after
       FROM ${PG_BOSS_10_SCHEMA}.job WHERE state IN ('created', 'retry') GROUP BY 1, 2
     )
     SELECT d.mail_id AS id, d.destination, p.start_after AS "startAfter"
     FROM mail.delivery d LEFT JOIN pending p ON p.id = d.mail_id AND p.destination = d.destination
     WHERE d.delivered_at IS NULL AND d.failed_at IS NULL AND d.destination = ANY($1)
     ORDER BY d.mail_id, d.destination`,
    [destinations],
  );
  await client.query(`DROP SCHEMA ${PG_BOSS_10_SCHEMA} CASCADE`);
  return rows;
}
