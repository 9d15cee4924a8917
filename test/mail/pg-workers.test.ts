// PgWorkers against a real PostgreSQL, the company mail on a real SMTP server
// and a webhook whose receiver is down: each destination waits on its own,
// and an outage of the database is logged once each way.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { Destination } from '../../mail/delivery/destination.ts';
import { webhookDestination } from '../../mail/delivery/webhooks/http-destination.ts';
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender } from '../../mail/delivery/mail-sender.ts';
import { PgSettlement } from '../../mail/queue/pg/pg-settlement.ts';
import { PgWorkers } from '../../mail/queue/pg/pg-workers.ts';
import { downPort } from '../support/down-port.ts';
import { until } from '../support/until.ts';
import { keptLog, openParts, startCluster, takesAll, type OpenedParts, type PgCluster } from './pg-parts.ts';
import { startSmtpSink } from './smtp-sink.ts';

let cluster: PgCluster;
before(async () => {
  cluster = await startCluster('workers');
});
after(() => cluster?.server.stop());

/** Started workers over parts, stopped after the test. */
function startWorkers(t: TestContext, parts: OpenedParts, destinations: Destination[], log = keptLog().log) {
  const workers = new PgWorkers({
    pool: parts.pools.work,
    jobs: parts.jobs,
    settlement: new PgSettlement(parts.pools.work, parts.jobs),
    destinations,
    concurrency: 1,
    pollMs: 100,
    retryWindowMs: 60_000,
    retry: { baseMs: 5_000, maxMs: 5_000 },
    address: parts.pools.address,
    log,
  });
  workers.start();
  t.after(() => workers.stop());
  return workers;
}

describe('PgWorkers', () => {
  it('delivers the company mail while a webhook that is down waits out its backoff, tried once per lead', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const down = await downPort();
    t.after(() => down.release());
    const destinations = [
      mailDestination(createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent' }), {
        siteName: 'Test',
        from: 'web@example.com',
        to: 'sales@example.com',
      }),
      webhookDestination('crm', {
        url: `http://127.0.0.1:${down.port}/`,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      }),
    ];
    const parts = await openParts(t, await cluster.freshDatabase(), destinations);
    const ids = [];
    for (const name of ['Ada', 'Bob', 'Cy'])
      ids.push(await parts.intake.enqueue({ form: 'contact', fields: { name } }));
    const workers = startWorkers(t, parts, destinations);
    await until(() => sink.received.length === 3, 'the three mails');
    await delay(300);
    const owed = await parts.query<{ mail_id: string; destination: string; attempts: number }>(
      'SELECT mail_id, destination, attempts FROM mail.delivery WHERE delivered_at IS NULL ORDER BY mail_id',
    );
    assert.deepEqual(
      owed,
      ids.map((id) => ({ mail_id: id, destination: 'webhook:crm', attempts: 1 })),
      'each lead tried once at the webhook, its retry 5 s away',
    );
    assert.match(workers.lastErrorOf('webhook:crm')?.message ?? '', /^webhook:crm /);
    assert.equal(workers.lastErrorOf('mail'), null);
    assert.equal(workers.drainPerMinute('mail'), 3);
  });

  it('logs a database outage once when it starts and once when it ends, however many polls fail between', async (t) => {
    const url = await cluster.freshDatabase();
    const database = new URL(url).pathname.slice(1);
    const parts = await openParts(t, url, [takesAll('mail')]);
    const { lines, log } = keptLog();
    startWorkers(t, parts, [takesAll('mail')], log);
    await cluster.admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await cluster.admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
    await delay(1_000); // ten polls
    await cluster.admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    await until(() => lines.info.some((line) => line.includes('answers again')), 'the end of the outage logged');
    const outage = lines.error.filter((line) => line.includes('mail delivery from PostgreSQL at'));
    assert.equal(outage.length, 1, lines.error.join('\n'));
    assert.match(outage[0]!, /paused until it answers$/);
    assert.equal(lines.info.filter((line) => line.includes('answers again')).length, 1);
  });
});
