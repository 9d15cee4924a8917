import type pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * Runs work in one transaction on a client checked out of pool, and commits.
 * A connection lost meanwhile (a restart, a failover, pg_terminate_backend)
 * rejects the work like any failed query and discards the client; it never
 * reaches the process as an uncaught 'error'.
 */
export async function transaction(
  pool: pg.Pool,
  work: (client: pg.PoolClient, db: PgBoss.Db) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  // pg-pool takes its own 'error' listener off a client while it is checked
  // out: without this one, a backend that dies between two queries emits an
  // 'error' nobody listens to, and Node ends the process for it.
  let lost: Error | undefined;
  const onError = (error: Error) => (lost ??= error);
  client.on('error', onError);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await work(client, { executeSql: (text, values) => client.query(text, values) });
    await client.query('COMMIT');
  } catch (error) {
    // A dead connection has nothing to roll back: its transaction ended with it.
    if (!lost)
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    throw error;
  } finally {
    client.off('error', onError);
    // Given an error, pg-pool destroys the client instead of handing it out again.
    client.release(lost ?? broken);
  }
}
