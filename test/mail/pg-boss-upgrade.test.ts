// The upgrade from pg-boss 10 to 12 on a real PostgreSQL (a throwaway cluster)
// with a real SMTP server and webhook receiver on loopback: leads queued by
// the previous version, written here as its PgQueue wrote them (pg-boss 10.4.2
// itself, our mail.* rows, the same queues, data and job options), are each
// delivered once by the current PgQueue, and pg-boss's schema is 12's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import PgBossV10 from 'pg-boss-v10';
import { webhookDestination } from '../../mail/delivery/webhooks/http-destination.ts';
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender } from '../../mail/delivery/mail-sender.ts';
import { newMailId } from '../../mail/queue/mail-id.ts';
import { PgQueue } from '../../mail/queue/pg/pg-queue.ts';
import { queueOf, SCHEMA } from '../../mail/queue/pg/pg-schema.ts';
import { transaction } from '../../mail/queue/pg/pg-transaction.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { pdf } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const envelope = { siteName: 'Test', from: 'web@example.com', to: 'sales@example.com' };
const quiet = { info() {}, warn() {}, error() {} };
/** The job options the previous PgQueue gave every job (its default lease). */
const v10JobOptions = { expireInSeconds: 300, retryLimit: 100, retryDelay: 0 };
/** The schema version pg-boss 12.x installs, as its package declares it. */
const v12Schema = (
  JSON.parse(readFileSync('node_modules/pg-boss/package.json', 'utf8')) as { pgboss: { schema: number } }
).pgboss.schema;
let server: TestPostgres;
let staging: string;

before(async () => {
  server = await startPostgres();
  staging = await mkdtemp(path.join(tmpdir(), 'pg-boss-upgrade-test-'));
});
after(async () => {
  await server?.stop();
  await rm(staging, { recursive: true, force: true });
});

interface Lead {
  form: string;
  fields: Record<string, string>;
  source?: Record<string, string>;
  file?: { filename: string; contentType: string; content: Buffer };
}

/**
 * The previous version's PgQueue over pool, reduced to what it wrote: open()
 * (our schema, pg-boss 10 started with its options, a queue per destination),
 * enqueue() (rows and jobs in one transaction) and a failed attempt's retry
 * (the attempt counted, the job completed and a new one due at startAfter).
 */
async function pgBoss10Queue(pool: pg.Pool, destinations: string[]) {
  const boss = new PgBossV10({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schedule: false,
    maintenanceIntervalSeconds: 60,
  });
  await pool.query(SCHEMA);
  await boss.start();
  for (const name of destinations) await boss.createQueue(queueOf(name));
  return {
    boss,
    async enqueue({ form, fields, source, file }: Lead, wanted: string[]): Promise<string> {
      const id = newMailId();
      await transaction(pool, async (client, db) => {
        await client.query(
          'INSERT INTO mail.message (id, received_at, form, fields, source) VALUES ($1, $2, $3, $4, $5)',
          [id, new Date(), form, fields, source ?? null],
        );
        if (file)
          await client.query(
            'INSERT INTO mail.attachment (mail_id, filename, content_type, content) VALUES ($1, $2, $3, $4)',
            [id, file.filename, file.contentType, file.content],
          );
        await client.query('INSERT INTO mail.delivery (mail_id, destination) SELECT $1, unnest($2::text[])', [
          id,
          wanted,
        ]);
        const jobs = wanted.map((destination) => ({
          name: queueOf(destination),
          data: { id, destination },
          ...v10JobOptions,
        }));
        await boss.insert(jobs, { db });
      });
      return id;
    },
    async retry(job: { id: string; data: { id: string; destination: string } }, startAfter: Date): Promise<void> {
      const { id, destination } = job.data;
      await transaction(pool, async (client, db) => {
        await client.query('UPDATE mail.delivery SET attempts = 1 WHERE mail_id = $1 AND destination = $2', [
          id,
          destination,
        ]);
        await boss.complete(queueOf(destination), job.id, { retry: 'connect ECONNREFUSED' }, { db });
        await boss.send(queueOf(destination), { id, destination }, { ...v10JobOptions, startAfter, db });
      });
    },
  };
}

describe('upgrading pg-boss 10 to 12', () => {
  it('delivers every lead queued under pg-boss 10 exactly once, retries at their time, and leaves 12’s schema', async (t) => {
    const sink = await startSmtpSink();
    const receiver = await startWebhookReceiver(secret);
    t.after(() => Promise.all([sink.close(), receiver.close()]));
    const url = server.url;

    // Before: the previous version accepted four leads; two company mails were mid-retry, one webhook was taken by a worker that then died.
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const v10 = await pgBoss10Queue(pool, ['mail', 'webhook:crm']);
    let v10Stopped: Promise<void> | undefined;
    const stopV10 = () =>
      (v10Stopped ??= v10.boss.stop({ graceful: false, close: false, wait: true }).then(() => pool.end()));
    t.after(stopV10);
    const retried = await v10.enqueue({ form: 'contact', fields: { name: 'Ada', subject: 'Retry due' } }, ['mail']);
    const later = await v10.enqueue({ form: 'contact', fields: { name: 'Bob', subject: 'Retry later' } }, ['mail']);
    const taken = await v10.boss.fetch<{ id: string; destination: string }>('mail-delivery', { batchSize: 2 });
    const takenJob = (id: string) => taken.find((job) => job.data.id === id)!;
    const retryAt = new Date(Date.now() + 8_000);
    await v10.retry(takenJob(retried), new Date(Date.now() - 60_000));
    await v10.retry(takenJob(later), retryAt);
    const enquiry = await v10.enqueue(
      { form: 'enquiry', fields: { name: 'Cy', message: 'Cloud' }, source: { utm_source: 'fair' } },
      ['mail', 'webhook:crm'],
    );
    const [orphan] = await v10.boss.fetch<{ id: string }>(queueOf('webhook:crm'));
    assert.equal(orphan?.data.id, enquiry, 'the enquiry’s webhook job is active, its worker gone');
    const careers = await v10.enqueue(
      {
        form: 'careers',
        fields: { name: 'Di', email: 'di@example.org' },
        file: { filename: 'cv.pdf', contentType: 'application/pdf', content: pdf },
      },
      ['mail', 'webhook:crm'],
    );
    await stopV10();

    // After: two instances of this version start at once on that database.
    const sentAt = new Map<string, number>();
    const said: string[] = [];
    const smtp = createMailSender({ smtpUrl: sink.url, outboxDir: staging });
    const queues = [0, 1].map(
      () =>
        new PgQueue({
          connectionString: url,
          stagingDir: staging,
          destinations: [
            mailDestination(
              {
                send: (message, id) => (sentAt.set(id, Date.now()), smtp.send(message, id)),
                close: () => smtp.close(),
              },
              envelope,
            ),
            webhookDestination('crm', { url: receiver.url, secret, forms: ['enquiry', 'careers'] }),
          ],
          retryWindowMs: 60_000,
          retry: { baseMs: 100, maxMs: 400 },
          log: { ...quiet, info: (message: unknown) => said.push(String(message)) },
        }),
    );
    await Promise.all(queues.map((queue) => queue.open()));
    t.after(() => Promise.all(queues.map((queue) => queue.stop())));
    for (const queue of queues) queue.start();

    const mailIds = () => sink.received.map((mail) => /<([^@]+)@example\.com>/.exec(mail.messageId ?? '')?.[1]);
    const leads = [retried, later, enquiry, careers];
    await until(() => leads.every((id) => mailIds().includes(id)) && receiver.received.length >= 2, 'every lead', {
      timeoutMs: 30_000,
    });
    await until(async () => (await queues[0]!.health()).depth === 0, 'the queue to empty');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // time for a second delivery, were there one
    assert.deepEqual(mailIds().sort(), leads.sort(), 'each company mail once');
    assert.deepEqual(
      receiver.received.map((hook) => [hook.headers['webhook-id'], hook.verified]).sort(),
      [enquiry, careers].sort().map((id) => [id, true]),
      'each webhook once, signed, the one whose worker died included',
    );
    assert.ok(sentAt.get(later)! >= retryAt.getTime(), 'a retry waiting out its backoff kept its time');
    assert.deepEqual(
      said.filter((line) => line.startsWith('pg-boss')),
      ["pg-boss 10's queue replaced by pg-boss 12's: 6 deliveries carried over"],
      'one instance carried them over, once',
    );
    const withFile = sink.received.find((mail) => mail.messageId === `<${careers}@example.com>`)!;
    assert.equal(withFile.attachments[0]?.filename, 'cv.pdf');
    assert.ok(withFile.attachments[0]?.content.equals(pdf), 'the resume arrives byte for byte');

    const reader = new pg.Pool({ connectionString: url, max: 1 });
    t.after(() => reader.end());
    const boss = new PgBoss({ db: { executeSql: (text, values) => reader.query(text, values) } });
    assert.equal(await boss.schemaVersion(), v12Schema, 'pg-boss’s schema is 12’s');
    assert.deepEqual(await server.sql("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%'"), [
      { nspname: 'pgboss' },
    ]);
  });
});
