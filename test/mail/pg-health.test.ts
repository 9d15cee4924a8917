// pgHealth against a real PostgreSQL: the figures /healthz shows an operator,
// for the whole queue and for each destination.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pgHealth } from '../../mail/queue/pg/pg-health.ts';
import { openParts, startCluster, takesAll, type PgCluster } from './pg-parts.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('health');
});
after(() => cluster?.server.stop());

/** What this process saw: one error at the webhook, three mails delivered. */
const seen = {
  lastError: { at: '2026-01-01T00:00:00.000Z', message: 'webhook:crm x: 503' },
  lastErrorOf: (name: string) => (name === 'webhook:crm' ? seen.lastError : null),
  drainPerMinute: (name: string) => (name === 'mail' ? 3 : 0),
};

describe('pgHealth', () => {
  it('counts a message owed to two destinations once for the queue and once for each; a given-up one as failed', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), [takesAll('mail'), takesAll('webhook:crm')]);
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    const owed = await parts.intake.enqueue({ form: 'contact', fields: { name: 'Ada' } }, tenMinutesAgo);
    const failed = await parts.intake.enqueue({ form: 'contact', fields: { name: 'Bob' } });
    await parts.query(
      `UPDATE mail.delivery SET failed_at = now(), failure = 'gone' WHERE mail_id = $1 AND destination = 'webhook:crm'`,
      [failed],
    );
    await parts.query(`UPDATE mail.delivery SET delivered_at = now() WHERE mail_id = $1 AND destination = 'mail'`, [
      failed,
    ]);
    await parts.query(`UPDATE mail.message SET failed_at = now() WHERE id = $1`, [failed]);
    const health = await pgHealth(parts.pools.probe, ['mail', 'webhook:crm', 'slack'], seen);
    assert.equal(health.kind, 'postgres');
    assert.equal(health.depth, 1, `${owed} once, though two destinations owe it`);
    assert.ok(health.oldestAgeSeconds! >= 599 && health.oldestAgeSeconds! < 700, `${health.oldestAgeSeconds} s`);
    assert.equal(health.failed, 1);
    assert.deepEqual(health.lastError, seen.lastError);
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(health.destinations).map(([name, { depth, failed }]) => [name, { depth, failed }]),
      ),
      { mail: { depth: 1, failed: 0 }, 'webhook:crm': { depth: 1, failed: 1 }, slack: { depth: 0, failed: 0 } },
      'a configured destination with nothing owed is shown too',
    );
    assert.equal(health.destinations.mail!.drainPerMinute, 3);
    assert.deepEqual(health.destinations['webhook:crm']!.lastError, seen.lastError);
  });

  it('says the queue is empty, with no oldest age, when nothing is owed', async (t) => {
    const parts = await openParts(t, await cluster.freshDatabase(), [takesAll('mail')]);
    const health = await pgHealth(parts.pools.probe, ['mail'], seen);
    assert.deepEqual([health.depth, health.oldestAgeSeconds, health.failed], [0, null, 0]);
  });
});
