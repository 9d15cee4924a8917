// openPgDatabase against a real PostgreSQL: instances starting together, a
// destination removed from the configuration, and a database that never answers.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { PgJobs } from '../../mail/queue/pg/pg-jobs.ts';
import { openPgDatabase } from '../../mail/queue/pg/pg-open.ts';
import { endPools, pgPools } from '../../mail/queue/pg/pg-pools.ts';
import { keptLog, openParts, startCluster, takesAll, type PgCluster } from './pg-parts.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('open');
});
after(() => cluster?.server.stop());

describe('openPgDatabase', () => {
  it('opens one fresh database from three instances starting at once', async (t) => {
    const url = await cluster.freshDatabase();
    const instances = await Promise.all([1, 2, 3].map(() => openParts(t, url, [takesAll('mail')])));
    const id = await instances[0]!.intake.enqueue({ form: 'contact', fields: { name: 'Ada' } });
    assert.equal((await instances[2]!.jobs.take('mail'))?.job.data.id, id, 'every instance sees the same queue');
  });

  it('gives up what is owed to a destination no longer configured, so its message is kept for a person', async (t) => {
    const url = await cluster.freshDatabase();
    const before = await openParts(t, url, [takesAll('mail'), takesAll('webhook:old')]);
    const id = await before.intake.enqueue({ form: 'contact', fields: { name: 'Ada' } });
    await before.query(`UPDATE mail.delivery SET delivered_at = now() WHERE destination = 'mail'`);
    const afterwards = await openParts(t, url, [takesAll('mail')]);
    const failed = await afterwards.query<{ id: string; failure: string }>('SELECT id, failure FROM mail.failed');
    assert.deepEqual(failed, [{ id, failure: 'webhook:old: no longer configured' }]);
  });

  it('fails within seconds when the server never answers, naming its host and port but never the password', async (t) => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    t.after(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as AddressInfo;
    const { log } = keptLog();
    const pools = pgPools(`postgres://mail:s3cret@127.0.0.1:${port}/site`, 1, log);
    t.after(() => endPools(pools));
    const jobs = new PgJobs(pools.work, {
      expireInSeconds: 300,
      heartbeatSeconds: 20,
      maintenanceIntervalSeconds: 10,
      log,
    });
    const started = Date.now();
    const opening = openPgDatabase({
      pool: pools.work,
      jobs,
      destinations: ['mail'],
      retentionMs: Infinity,
      address: pools.address,
      log,
    });
    await assert.rejects(opening, (error: Error) => {
      assert.match(
        error.message,
        new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/site \\(MAIL_QUEUE_URL\\) could not be used`),
      );
      assert.ok(!error.message.includes('s3cret'), error.message);
      return true;
    });
    assert.ok(Date.now() - started < 10_000, 'the boot is not held for ever');
  });
});
