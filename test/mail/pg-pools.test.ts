// pgPools against a real PostgreSQL: an idle connection lost is logged and
// replaced, and the probe's pool gives up on a server that never answers.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { endPools, pgPools } from '../../mail/queue/pg/pg-pools.ts';
import { until } from '../support/until.ts';
import { keptLog, startCluster, type PgCluster } from './pg-parts.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('pools');
});
after(() => cluster?.server.stop());

describe('pgPools', () => {
  it('logs an idle connection whose backend ended, naming the database but never the password, and connects again', async (t) => {
    const url = new URL(await cluster.freshDatabase());
    url.password = 's3cret'; // the test cluster trusts loopback, so any password connects
    const { lines, log } = keptLog();
    const pools = pgPools(url.href, 1, log);
    t.after(() => endPools(pools));
    await pools.work.query('SELECT 1');
    const database = url.pathname.slice(1);
    await cluster.admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
    await until(() => lines.warn.length > 0, 'the lost connection in the log');
    assert.equal(lines.warn[0], `idle connection to ${url.hostname}:${url.port}/${database} lost`);
    assert.ok(!lines.warn.join('\n').includes('s3cret'));
    assert.deepEqual((await pools.work.query<{ one: number }>('SELECT 1 AS one')).rows, [{ one: 1 }]);
  });

  it("gives up /healthz's connection within seconds when the server accepts it but never answers", async (t) => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    t.after(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const pools = pgPools(`postgres://mail@127.0.0.1:${(silent.address() as AddressInfo).port}/site`, 1, keptLog().log);
    t.after(() => endPools(pools));
    const started = Date.now();
    await assert.rejects(pools.probe.query('SELECT 1'));
    const seconds = (Date.now() - started) / 1000;
    assert.ok(seconds < 4, `the probe answered down after ${seconds} s`);
  });
});
