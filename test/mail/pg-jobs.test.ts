// PgJobs against a real PostgreSQL and pg-boss: jobs belong to the
// transaction that queues them, one worker holds a job at a time, a retry
// waits out its backoff, and a job whose worker died comes back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { transaction } from '../../mail/queue/pg/pg-transaction.ts';
import { until } from '../support/until.ts';
import { keptLog, openParts, startCluster, takesAll, type PgCluster } from './pg-parts.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('jobs');
});
after(() => cluster?.server.stop());

/** The id of a message received at the start of this run. */
const started = Date.now();
const id = (n: number) => `${started}-${String(n).padStart(16, '0')}`;

describe('PgJobs', () => {
  it('queues nothing when the transaction rolls back; a committed job goes to one worker only', async (t) => {
    const { jobs, pools } = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')]);
    await assert.rejects(
      transaction(pools.work, async (_client, db) => {
        await jobs.insert([{ id: id(1), destination: 'mail' }], db);
        throw new Error('the post was refused');
      }),
    );
    assert.equal(await jobs.take('mail'), undefined);
    await transaction(pools.work, (_client, db) => jobs.insert([{ id: id(2), destination: 'mail' }], db));
    const taken = await Promise.all([jobs.take('mail'), jobs.take('mail'), jobs.take('mail')]);
    assert.deepEqual(
      taken.filter(Boolean).map((held) => held!.job.data.id),
      [id(2)],
    );
  });

  it('holds a retry back until its backoff has passed', async (t) => {
    const { jobs, pools } = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')]);
    await transaction(pools.work, (_client, db) => jobs.insert([{ id: id(3), destination: 'mail' }], db));
    const held = (await jobs.take('mail'))!;
    await transaction(pools.work, (_client, db) =>
      jobs.retryLater(held.job.id, { id: id(3), destination: 'mail' }, 'relay down', 1_500, db),
    );
    assert.equal(await jobs.take('mail'), undefined, 'not due yet');
    const again = (await until(() => jobs.take('mail'), 'the retry to fall due', { timeoutMs: 5_000 }))!;
    assert.equal(again.job.data.id, id(3));
  });

  it('gives a job whose worker stopped beating to the next worker after its lease, and says so in the log', async (t) => {
    const { lines, log } = keptLog();
    const { jobs, pools } = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')], {
      expireInSeconds: 2,
      maintenanceIntervalSeconds: 1,
      log,
    });
    await transaction(pools.work, (_client, db) => jobs.insert([{ id: id(4), destination: 'mail' }], db));
    const first = (await jobs.take('mail'))!;
    assert.equal(jobs.expired(first), false);
    const second = (await until(() => jobs.take('mail'), 'the job back in the queue', { timeoutMs: 15_000 }))!;
    assert.equal(second.job.data.id, id(4));
    assert.equal(jobs.expired(first), true, 'the first worker knows its lease is over');
    assert.ok(
      lines.warn.some((line) => line.includes(`mail ${id(4)} was taken by a worker that stopped before finishing`)),
      lines.warn.join('\n'),
    );
  });
});
