// PgSettlement against a real PostgreSQL: what a message comes to once each
// destination has settled it, even when they settle at the same moment.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DELIVERED, GIVEN_UP, PgSettlement } from '../../mail/queue/pg/pg-settlement.ts';
import { openParts, startCluster, takesAll, type OpenedParts, type PgCluster } from './pg-parts.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('settlement');
});
after(() => cluster?.server.stop());

/** Stores a post for both destinations and takes its two jobs, as two workers would. */
async function takenByBoth(parts: OpenedParts) {
  const id = await parts.intake.enqueue({ form: 'contact', fields: { name: 'Ada' } });
  const [mail, webhook] = await Promise.all([parts.jobs.take('mail'), parts.jobs.take('webhook:crm')]);
  return { id, mailJob: mail!.job.id, webhookJob: webhook!.job.id };
}

const destinations = [takesAll('mail'), takesAll('webhook:crm')];

describe('PgSettlement', () => {
  it('lets a message go once both destinations delivered it, though they settle at the same moment', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), destinations);
    const settlement = new PgSettlement(parts.pools.work, parts.jobs);
    const { id, mailJob, webhookJob } = await takenByBoth(parts);
    await Promise.all([
      settlement.settle(mailJob, id, 'mail', DELIVERED),
      settlement.settle(webhookJob, id, 'webhook:crm', DELIVERED),
    ]);
    assert.deepEqual(await parts.query('SELECT id FROM mail.message'), [], 'nothing kept once all delivered');
    assert.equal(await parts.jobs.take('mail'), undefined, 'and no job is left to send it again');
  });

  it('keeps a message one destination gave up on in mail.failed, with that reason, once the other delivered', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), destinations);
    const settlement = new PgSettlement(parts.pools.work, parts.jobs);
    const { id, mailJob, webhookJob } = await takenByBoth(parts);
    await settlement.settle(webhookJob, id, 'webhook:crm', GIVEN_UP, ['refused for good: 410', 1]);
    assert.deepEqual(await parts.query('SELECT id FROM mail.failed'), [], 'not failed while the mail is owed');
    await settlement.settle(mailJob, id, 'mail', DELIVERED);
    const failed = await parts.query<{ id: string; failure: string }>('SELECT id, failure FROM mail.failed');
    assert.deepEqual(failed, [{ id, failure: 'webhook:crm: refused for good: 410' }]);
  });

  it('records many settlements at once, every one of them', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')]);
    const settlement = new PgSettlement(parts.pools.work, parts.jobs);
    const ids = await Promise.all(
      Array.from({ length: 100 }, (_, n) => parts.intake.enqueue({ form: 'contact', fields: { name: `V${n}` } })),
    );
    const held = [];
    for (let job = await parts.jobs.take('mail'); job; job = await parts.jobs.take('mail')) held.push(job);
    assert.equal(held.length, ids.length);
    await Promise.all(held.map(({ job }) => settlement.settle(job.id, job.data.id, 'mail', DELIVERED)));
    assert.deepEqual(await parts.query('SELECT id FROM mail.message'), []);
  });
});
