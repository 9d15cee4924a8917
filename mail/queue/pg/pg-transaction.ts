import type pg from 'pg';
import type { Db } from 'pg-boss';

/**
 * Runs work in one transaction on a client checked out of pool, and commits.
 * A connection lost meanwhile (a restart, a failover, pg_terminate_backend)
 * rejects the work like any failed query and discards the client; it never
 * reaches the process as an uncaught 'error'.
 */
export async function transaction(
  pool: pg.Pool,
  work: (client: pg.PoolClient, db: Db) => Promise<void>,
): Promise<void> {
  // pg-pool takes its own 'error' listener off a client while it is checked
  // out: without this one, a backend that dies between two queries emits an
  // 'error' nobody listens to, and Node ends the process for it. It is added
  // in pg-pool's callback, not after an await: a new connection's backend
  // ended at once (a restart) sends its last message in the same packet as
  // the one that made it ready, and pg reads that message before any awaiting
  // code would run.
  let lost: Error | undefined;
  const onError = (error: Error) => (lost ??= error);
  const client = await new Promise<pg.PoolClient>((resolve, reject) => {
    pool.connect((error, checkedOut) => {
      if (error || !checkedOut) return reject(error ?? new Error('no connection'));
      checkedOut.on('error', onError);
      resolve(checkedOut);
    });
  });
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
    // The database's own word on why the connection ended, not pg's "not queryable" after it.
    throw lost ?? error;
  } finally {
    client.off('error', onError);
    // Given an error, pg-pool destroys the client instead of handing it out again.
    client.release(lost ?? broken);
  }
}

/**
 * An idle connection's error, fit for a log line: pg-pool hangs the dead
 * client on it (error.client), and every field of that (type parsers, socket
 * state) would otherwise be logged with it.
 */
export function lostConnection(error: Error): { type: string; message: string; code?: string; stack?: string } {
  const { code } = error as Error & { code?: string };
  return { type: error.name, message: error.message, code, stack: error.stack };
}
