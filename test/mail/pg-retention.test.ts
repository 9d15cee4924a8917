// PostgreSQL's retention against a real server (test/support/postgres.ts):
// backdated messages given up on, left after delivery, their resumes and old
// acknowledgement claims are deleted; recent ones, and mail still being
// delivered however old, stay; pg-boss keeps finished jobs no longer than the
// retention; instances sweeping at once do no harm.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import pg from 'pg';
import type { Destination } from '../../mail/delivery/destination.ts';
import { retentionPolicy } from '../../mail/delivery/retention-policy.ts';
import { PgAcknowledgementLedger } from '../../mail/queue/pg/pg-acknowledgement-ledger.ts';
import { PgQueue, type PgQueueOptions } from '../../mail/queue/pg/pg-queue.ts';
import { FINISH_MESSAGE } from '../../mail/queue/pg/pg-schema.ts';
import { RetentionSweeper } from '../../mail/queue/retention-sweeper.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const DAY = 24 * 60 * 60 * 1000;
const quiet = { info() {}, warn() {}, error() {} };
/** The sweeps' clock: the rows are dated from it, so the database's own clock plays no part. */
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);
/** The cut-off of a 30-day retention. */
const cutOff = daysAgo(30);

let server: TestPostgres;
let staging: string;
let databases = 0;

before(async () => {
  server = await startPostgres();
  staging = await mkdtemp(path.join(tmpdir(), 'pg-retention-test-'));
});
after(async () => {
  await server?.stop();
  await rm(staging, { recursive: true, force: true });
});

/** A fresh, empty database on the test cluster, so each test sees only its own rows. */
async function freshDatabase(): Promise<string> {
  const name = `retention_test_${++databases}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

/** A destination that wants every form but comments; the workers never start, so it is never asked to deliver. */
const destination = (name: string): Destination => ({
  name,
  wants: ({ form }) => form !== 'comment',
  deliver: async () => 'sent',
});

/** An opened queue (schema and pg-boss queues created), its workers not started, stopped after the test. */
async function openQueue(t: TestContext, options: Partial<PgQueueOptions> & { connectionString: string }) {
  const queue = new PgQueue({
    destinations: [destination('mail'), destination('webhook:crm')],
    stagingDir: staging,
    retryWindowMs: 48 * 60 * 60 * 1000,
    log: quiet,
    ...options,
  });
  await queue.open();
  t.after(() => queue.stop());
  return queue;
}

/** Runs one statement on the test's database. */
async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An application with a resume, received at receivedAt, owed to both destinations. */
async function application(queue: PgQueue, receivedAt: Date, form = 'careers'): Promise<string> {
  const file = path.join(staging, `${Math.random().toString(16).slice(2)}.upload`);
  await writeFile(file, '%PDF-1.7 resume');
  const upload = { filename: 'cv.pdf', contentType: 'application/pdf', path: file, size: 15 };
  return queue.enqueue({ form, fields: { email: 'ada@example.com' }, file: upload }, receivedAt);
}

/** Settles destinations of a message as a worker would: each row, then the message in the same transaction. */
async function settle(url: string, id: string, outcomes: Record<string, 'delivered' | 'given-up'>) {
  for (const [name, outcome] of Object.entries(outcomes)) {
    const column = outcome === 'delivered' ? 'delivered_at' : 'failed_at';
    await sql(url, `UPDATE mail.delivery SET ${column} = now(), failure = $3 WHERE mail_id = $1 AND destination = $2`, [
      id,
      name,
      outcome === 'given-up' ? '550 refused' : null,
    ]);
  }
  await sql(url, FINISH_MESSAGE, [id]);
}

const ids = async (url: string, table: string, column = 'id') =>
  (await sql<{ id: string }>(url, `SELECT ${column} AS id FROM ${table} ORDER BY 1`)).map((row) => row.id);

describe('PostgreSQL retention', () => {
  it('deletes a given-up message older than the retention, with its resume and deliveries', async (t) => {
    const url = await freshDatabase();
    const queue = await openQueue(t, { connectionString: url });
    const old = await application(queue, daysAgo(31));
    await settle(url, old, { mail: 'given-up', 'webhook:crm': 'delivered' });
    assert.deepEqual(await ids(url, 'mail.failed'), [old]);
    const swept = await queue.sweepExpired(cutOff);
    assert.deepEqual(await ids(url, 'mail.message'), []);
    assert.deepEqual(await ids(url, 'mail.attachment', 'mail_id'), []);
    assert.deepEqual(await ids(url, 'mail.delivery', 'mail_id'), []);
    assert.deepEqual(swept, {
      deleted: { 'given-up messages': 1, 'messages left after delivery': 0, resumes: 1 },
      stillDelivering: 0,
    });
  });

  it('keeps a given-up message younger than the retention, resume included', async (t) => {
    const url = await freshDatabase();
    const queue = await openQueue(t, { connectionString: url });
    const young = await application(queue, daysAgo(29));
    await settle(url, young, { mail: 'given-up', 'webhook:crm': 'given-up' });
    await queue.sweepExpired(cutOff);
    assert.deepEqual(await ids(url, 'mail.failed'), [young]);
    assert.deepEqual(await ids(url, 'mail.attachment', 'mail_id'), [young]);
  });

  it('never deletes a message still owed to a destination, however old, even when another gave up', async (t) => {
    const url = await freshDatabase();
    const queue = await openQueue(t, { connectionString: url });
    const untouched = await application(queue, daysAgo(40));
    const halfSettled = await application(queue, daysAgo(40));
    await settle(url, halfSettled, { mail: 'given-up' });
    const swept = await queue.sweepExpired(cutOff);
    assert.deepEqual(await ids(url, 'mail.message'), [untouched, halfSettled].sort());
    assert.deepEqual(await ids(url, 'mail.attachment', 'mail_id'), [untouched, halfSettled].sort());
    assert.equal(swept.stillDelivering, 2);
  });

  it('deletes an old message nothing was owed for, which no settlement would ever remove', async (t) => {
    const url = await freshDatabase();
    const queue = await openQueue(t, { connectionString: url });
    const leftOld = await application(queue, daysAgo(31), 'comment');
    const leftYoung = await application(queue, daysAgo(1), 'comment');
    const swept = await queue.sweepExpired(cutOff);
    assert.deepEqual(await ids(url, 'mail.message'), [leftYoung]);
    assert.ok(leftOld < leftYoung);
    assert.equal(swept.deleted['messages left after delivery'], 1);
    assert.equal(swept.deleted.resumes, 1);
  });

  it('two instances sweeping at once delete each message once, and neither fails', async (t) => {
    const url = await freshDatabase();
    const [one, two] = [await openQueue(t, { connectionString: url }), await openQueue(t, { connectionString: url })];
    for (let index = 0; index < 20; index++) {
      const id = await application(one, daysAgo(31 + index));
      await settle(url, id, { mail: 'given-up', 'webhook:crm': 'given-up' });
    }
    const results = await Promise.all([one.sweepExpired(cutOff), two.sweepExpired(cutOff)]);
    const deleted = results.reduce((sum, { deleted }) => sum + deleted['given-up messages']!, 0);
    assert.equal(deleted, 20);
    assert.deepEqual(await ids(url, 'mail.message'), []);
  });

  it('keeps pg-boss finished jobs no longer than the retention, on a queue created before the setting too', async (t) => {
    const url = await freshDatabase();
    await openQueue(t, { connectionString: url });
    const deletion = async () =>
      Object.fromEntries(
        (
          await sql<{ name: string; seconds: number }>(
            url,
            'SELECT name, deletion_seconds AS seconds FROM pgboss.queue',
          )
        ).map(({ name, seconds }) => [name, seconds]),
      );
    assert.deepEqual(await deletion(), { 'mail-delivery': 7 * 86_400, 'delivery-webhook-crm': 7 * 86_400 });
    await openQueue(t, { connectionString: url, retentionMs: 2 * DAY });
    assert.deepEqual(await deletion(), { 'mail-delivery': 2 * 86_400, 'delivery-webhook-crm': 2 * 86_400 });
  });

  it('the sweeper deletes acknowledgement claims past their hour and keeps one within it', async (t) => {
    const url = await freshDatabase();
    const queue = await openQueue(t, { connectionString: url });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    t.after(() => pool.end());
    const ledger = new PgAcknowledgementLedger(pool);
    // The recent claim first: a claim deletes the rows an hour older than itself, and the sweeper is under test.
    await ledger.claim('recent@example.com', 'r1', new Date(now - 10 * 60 * 1000));
    await ledger.claim('old@example.com', 'o1', daysAgo(31));
    const old = await application(queue, daysAgo(31));
    await settle(url, old, { mail: 'given-up', 'webhook:crm': 'given-up' });
    const sweeper = new RetentionSweeper({
      queue,
      ledger,
      outboxDir: path.join(staging, 'no-outbox'),
      policy: retentionPolicy({ retentionDays: 30, retryHours: 48 }),
      now: () => new Date(now),
      log: quiet,
    });
    const result = await sweeper.sweep();
    const hash = (address: string) => createHash('sha256').update(address).digest('hex');
    assert.deepEqual(await ids(url, 'mail.acknowledged', 'address'), [hash('recent@example.com')]);
    assert.equal(await ledger.claim('recent@example.com', 'r2', new Date(now)), false, 'the hour still holds');
    assert.deepEqual(await ids(url, 'mail.message'), []);
    assert.equal(result?.deleted['acknowledgement claims'], 1);
    assert.equal(result?.deleted['given-up messages'], 1);
  });
});
