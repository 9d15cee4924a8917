// PgQueue against a real PostgreSQL (a throwaway cluster, test/support/postgres.ts)
// and a real SMTP server on loopback: delivery, outages, refusals, two
// instances sharing one queue, and a worker killed mid-delivery.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender, type MailSender } from '../../mail/delivery/mail-sender.ts';
import { PgQueue, type PgQueueOptions } from '../../mail/queue/pg/pg-queue.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { pdf } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';
import { freePort } from '../support/free-port.ts';

const envelope = { siteName: 'Test', from: 'web@example.com', to: 'sales@example.com' };
const quiet = { info() {}, warn() {}, error() {} };
let server: TestPostgres;
let staging: string;
let databases = 0;
/** Messages two instances share: enough races for a job that a fetch without a lock (no SKIP LOCKED) sends many twice. */
const SHARED = 100;

before(async () => {
  server = await startPostgres();
  staging = await mkdtemp(path.join(tmpdir(), 'pg-queue-test-'));
});
after(async () => {
  await server?.stop();
  await rm(staging, { recursive: true, force: true });
});

/** A fresh, empty database on the test cluster, so each test sees only its own mail. */
async function freshDatabase(): Promise<string> {
  const name = `mail_test_${++databases}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

/** An opened queue, stopped after the test. */
async function openQueue(
  t: TestContext,
  options: Partial<PgQueueOptions> & { connectionString: string; sender: MailSender },
): Promise<PgQueue> {
  const { sender, ...rest } = options;
  const queue = new PgQueue({
    destinations: [mailDestination(sender, envelope)],
    stagingDir: staging,
    retryWindowMs: 60_000,
    retry: { baseMs: 100, maxMs: 400 },
    log: quiet,
    ...rest,
  });
  await queue.open();
  t.after(() => queue.stop());
  return queue;
}

const smtpSender = (url: string) => createMailSender({ smtpUrl: url, outboxDir: staging });

/** Writes an upload where the HTTP layer would have staged it. */
async function staged(bytes: Buffer, filename = 'cv.pdf') {
  const file = path.join(staging, `${Math.random().toString(16).slice(2)}.upload`);
  await writeFile(file, bytes);
  return { filename, contentType: 'application/pdf', path: file, size: bytes.length };
}

/** The spool id each received message carries in its Message-ID. */
const receivedIds = (sink: SmtpSink) =>
  sink.received.map((mail) => /<([^@]+)@example\.com>/.exec(mail.messageId ?? '')?.[1]);

describe('PgQueue', () => {
  it('delivers a post with and one without an attachment, once each, as composed, and keeps nothing after', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const queue = await openQueue(t, { connectionString: await freshDatabase(), sender: smtpSender(sink.url) });

    const upload = await staged(pdf);
    const careers = await queue.enqueue({
      form: 'careers',
      fields: { name: 'Ada', email: 'ada@example.org' },
      file: upload,
    });
    const enquiry = await queue.enqueue({
      form: 'enquiry',
      fields: { name: 'Bob', message: 'Two\nlines' },
      source: { source_page: 'https://www.partner.example/', partner_origin: 'https://www.partner.example' },
    });
    assert.match(careers, /^\d{13}-[0-9a-f]{16}$/);
    assert.equal(existsSync(upload.path), false, 'the staged upload is deleted once the mail is in PostgreSQL');
    assert.equal((await queue.health()).depth, 2, 'both wait in PostgreSQL before any worker runs');

    queue.start();
    queue.kick();
    await until(async () => (await queue.health()).depth === 0, 'the queue to empty');
    assert.deepEqual(receivedIds(sink).sort(), [careers, enquiry].sort(), 'each delivered once');
    const [withFile, withoutFile] = [careers, enquiry].map((id) =>
      sink.received.find((mail) => mail.messageId === `<${id}@example.com>`)!,
    );
    assert.equal(withFile!.subject, 'Job application from Ada');
    assert.match(withFile!.text ?? '', /== Source ==\nNot recorded/, 'a row without a source says so');
    assert.equal(withFile!.replyTo?.text, 'ada@example.org');
    assert.equal(withFile!.attachments.length, 1);
    assert.equal(withFile!.attachments[0]!.filename, 'cv.pdf');
    assert.ok(withFile!.attachments[0]!.content.equals(pdf), 'the attachment arrives byte for byte');
    assert.equal(withoutFile!.attachments.length, 0);
    assert.match(withoutFile!.text ?? '', /Message:\n> Two\n> lines/);
    assert.match(
      withoutFile!.text ?? '',
      /Partner site: https:\/\/www\.partner\.example \(verified/,
      'the source is kept',
    );
    assert.deepEqual(await queue.health(), {
      kind: 'postgres',
      depth: 0,
      oldestAgeSeconds: null,
      failed: 0,
      lastError: null,
      destinations: { mail: { depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null, drainPerMinute: 2 } },
    });
  });

  it('delivers a message queued before there were several destinations, to the company mail, once', async (t) => {
    const url = await freshDatabase();
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    await openQueue(t, { connectionString: url, sender: smtpSender(sink.url) }); // the schema, never started
    // As the previous version stored it: the message row and a job naming the message alone, no delivery row.
    const id = `${Date.now()}-00000000000000cd`;
    const db = new pg.Client(url);
    await db.connect();
    t.after(() => db.end());
    await db.query('INSERT INTO mail.message (id, received_at, form, fields) VALUES ($1, now(), $2, $3)', [
      id,
      'contact',
      { name: 'Ada', subject: 'Partnership' },
    ]);
    const boss = new PgBoss(url);
    await boss.start();
    await boss.send('mail-delivery', { id });
    await boss.stop({ graceful: false, close: true });
    const queue = await openQueue(t, { connectionString: url, sender: smtpSender(sink.url) });
    queue.start();
    await until(async () => (await queue.health()).depth === 0, 'the old message delivered');
    assert.deepEqual(receivedIds(sink), [id]);
  });

  it('opens a database made before sources were kept: the column is added and the mail carries its source', async (t) => {
    const url = await freshDatabase();
    const old = new pg.Client(url);
    await old.connect();
    await old.query(`
      CREATE SCHEMA mail;
      CREATE TABLE mail.message (id text PRIMARY KEY, received_at timestamptz NOT NULL, form text NOT NULL,
        fields jsonb NOT NULL, attempts integer NOT NULL DEFAULT 0, failed_at timestamptz, failure text);
      CREATE VIEW mail.failed AS
        SELECT id, received_at, form, fields, attempts, failed_at, failure FROM mail.message WHERE failed_at IS NOT NULL;`);
    await old.end();
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const queue = await openQueue(t, { connectionString: url, sender: smtpSender(sink.url) });
    const id = await queue.enqueue({
      form: 'contact',
      fields: { name: 'Ada', subject: 'Partnership' },
      source: { utm_source: 'trade-fair' },
    });
    queue.start();
    queue.kick();
    await until(() => sink.received.find((mail) => mail.messageId === `<${id}@example.com>`), 'the mail');
    assert.equal(sink.received[0]!.subject, 'Message from Ada: Partnership');
    assert.match(sink.received[0]!.text ?? '', /== Source ==\nutm_source:\n> trade-fair\n/);
  });

  it('keeps mail while the SMTP server is down and delivers it, once each, when it is back', async (t) => {
    const port = await freePort();
    const queue = await openQueue(t, {
      connectionString: await freshDatabase(),
      sender: smtpSender(`smtp://127.0.0.1:${port}`),
    });
    const ids = [];
    for (const name of ['Ada', 'Bob', 'Cy']) ids.push(await queue.enqueue({ form: 'contact', fields: { name } }));
    queue.start();
    await until(async () => (await queue.health()).lastError !== null, 'a failed attempt');
    const during = await queue.health();
    assert.equal(during.depth, 3, 'nothing is dropped while the relay is down');
    assert.equal(during.failed, 0, 'an outage is not a refusal');

    const sink = await startSmtpSink({ port });
    t.after(() => sink.close());
    await until(async () => (await queue.health()).depth === 0, 'delivery after the relay came back', {
      timeoutMs: 10_000,
    });
    assert.deepEqual(receivedIds(sink).sort(), ids.sort());
  });

  it('while the relay is unreachable, tries one message and waits for its retry instead of failing the whole queue', async (t) => {
    const smtp = smtpSender(`smtp://127.0.0.1:${await freePort()}`);
    let attempts = 0;
    const sender: MailSender = {
      send: (message, id) => (attempts++, smtp.send(message, id)),
      close: () => smtp.close(),
    };
    const queue = await openQueue(t, {
      connectionString: await freshDatabase(),
      sender,
      retry: { baseMs: 2_000, maxMs: 2_000 },
    });
    for (const name of ['Ada', 'Bob', 'Cy', 'Di', 'Ed']) await queue.enqueue({ form: 'contact', fields: { name } });
    queue.start();
    await until(async () => (await queue.health()).lastError !== null, 'a failed attempt');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(attempts, 1, 'the other four were not tried against a relay known to be down');
    assert.equal((await queue.health()).depth, 5);
  });

  it('gives up at once on a message the relay refuses with 550, keeping it and its file for a person', async (t) => {
    const sink = await startSmtpSink({ reject: '550 5.1.1 Mailbox unavailable' });
    t.after(() => sink.close());
    const connectionString = await freshDatabase();
    const queue = await openQueue(t, { connectionString, sender: smtpSender(sink.url) });
    const id = await queue.enqueue({ form: 'careers', fields: { name: 'Ada' }, file: await staged(pdf) });
    queue.start();
    await until(async () => (await queue.health()).failed === 1, 'the message to be given up on');

    const health = await queue.health();
    assert.equal(health.depth, 0);
    assert.match(health.lastError?.message ?? '', /550 5\.1\.1 Mailbox unavailable/);
    assert.equal(sink.received.length, 0);
    const db = new pg.Client(connectionString);
    await db.connect();
    t.after(() => db.end());
    const { rows } = await db.query<{ id: string; attempts: number; failure: string; content: Buffer }>(
      'SELECT f.id, f.attempts, f.failure, a.content FROM mail.failed f JOIN mail.attachment a ON a.mail_id = f.id',
    );
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row?.id, id);
    assert.equal(row.attempts, 1, 'not retried');
    assert.match(row.failure, /mail: refused for good: .*550/);
    assert.ok(row.content.equals(pdf), 'the file is kept too');
  });

  it('gives up on a message still undelivered when its retry window ends, and logs it', async (t) => {
    const errors: string[] = [];
    const queue = await openQueue(t, {
      connectionString: await freshDatabase(),
      sender: smtpSender(`smtp://127.0.0.1:${await freePort()}`),
      retryWindowMs: 500,
      log: { ...quiet, error: (_object: unknown, message?: string) => errors.push(message ?? '') },
    });
    const id = await queue.enqueue({ form: 'contact', fields: { name: 'Ada' } });
    queue.start();
    await until(async () => (await queue.health()).failed === 1, 'the message to be given up on');
    const health = await queue.health();
    assert.equal(health.depth, 0);
    assert.ok(
      errors.some((line) => line.includes(id) && line.includes('undelivered since')),
      `logged: ${errors.join('\n')}`,
    );
  });

  it(`shares one queue between two instances: ${SHARED} messages, each delivered exactly once`, async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const connectionString = await freshDatabase();
    const sentBy: [number, number] = [0, 0];
    const counting = (n: 0 | 1): MailSender => {
      const smtp = smtpSender(sink.url);
      return { send: (message, id) => (sentBy[n]++, smtp.send(message, id)), close: () => smtp.close() };
    };
    const queues = [
      await openQueue(t, { connectionString, sender: counting(0), concurrency: 4 }),
      await openQueue(t, { connectionString, sender: counting(1), concurrency: 4 }),
    ];
    for (const queue of queues) queue.start();
    const ids = (
      await Promise.all(
        queues.map(async (queue, n) => {
          const accepted = [];
          for (let i = 0; i < SHARED / 2; i++)
            accepted.push(await queue.enqueue({ form: 'contact', fields: { name: `Visitor ${n}-${i}` } }));
          return accepted;
        }),
      )
    ).flat();
    await until(() => sink.received.length >= SHARED, `${SHARED} deliveries`, { timeoutMs: 60_000 });
    await until(async () => (await queues[0]!.health()).depth === 0, 'the shared queue to empty');
    const received = receivedIds(sink);
    assert.equal(received.length, SHARED, 'no message sent twice');
    assert.deepEqual(received.sort(), ids.sort(), 'every accepted id delivered');
    assert.ok(sentBy[0] > 0 && sentBy[1] > 0, `both instances delivered (${sentBy.join(' and ')})`);
  });

  it('loses nothing when a worker is killed with SIGKILL between the relay’s 250 and its ack', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const connectionString = await freshDatabase();
    // mail-subject.ts reaches the Markdown content (virtual:it-content/*), which only this hook loads in Node.
    const hooks = ['--import', './tools/build/node-hooks.ts'];
    const child = spawn(process.execPath, [...hooks, 'test/mail/pg-queue-worker.ts'], {
      env: {
        PATH: process.env.PATH,
        PG_URL: connectionString,
        SMTP_URL: sink.url,
        STAGING_DIR: staging,
        COUNT: '20',
        HANG_AT: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    t.after(() => child.kill('SIGKILL'));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    await until(() => output.includes('hanging after'), `the child to hang mid-delivery:\n${output}`, {
      timeoutMs: 20_000,
    });
    child.kill('SIGKILL');
    await once(child, 'exit');
    const accepted = [...output.matchAll(/^accepted (\S+)$/gm)].map((match) => match[1]!);
    const inFlight = /^hanging after (\S+)$/m.exec(output)![1]!;
    assert.equal(accepted.length, 20);
    assert.equal(receivedIds(sink).length, 5, 'the child delivered four and sent a fifth before it was killed');

    const successor = await openQueue(t, {
      connectionString,
      sender: smtpSender(sink.url),
      maintenanceIntervalSeconds: 1,
    });
    successor.start();
    await until(async () => (await successor.health()).depth === 0, 'the successor to deliver the rest', {
      timeoutMs: 20_000,
    });
    const counts = new Map<string | undefined, number>();
    for (const id of receivedIds(sink)) counts.set(id, (counts.get(id) ?? 0) + 1);
    assert.deepEqual([...counts.keys()].sort(), [...accepted].sort(), 'every accepted message delivered');
    assert.equal(counts.get(inFlight), 2, 'the one whose ack was lost is sent again, under the same Message-ID');
    assert.deepEqual(
      [...counts].filter(([id, count]) => id !== inFlight && count !== 1),
      [],
      'every other message exactly once',
    );
  });

  it('records a message the relay took while the database was away once it is back, not after its lease, and sends it once', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const url = await freshDatabase();
    const database = new URL(url).pathname.slice(1);
    const smtp = smtpSender(sink.url);
    let away = false;
    const queue = await openQueue(t, {
      connectionString: url,
      expireInSeconds: 300,
      sender: {
        async send(message, id) {
          const note = await smtp.send(message, id);
          // The database goes away between the relay's 250 and the record of it, as in a failover.
          await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
          await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
          away = true;
          return note;
        },
        close: () => smtp.close(),
      },
    });
    const id = await queue.enqueue({ form: 'contact', fields: { name: 'Ada' } });
    queue.start();
    await until(() => away, 'the database to go away mid-delivery');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the worker tries, and fails, a few times
    await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    await until(async () => (await queue.health()).depth === 0, 'the delivery recorded with the database back', {
      timeoutMs: 15_000,
    });
    assert.deepEqual(receivedIds(sink), [id], 'sent once, never again after the database came back');
  });

  it(
    'health() gives up within seconds when the database does not answer it, rather than hang the probe',
    { timeout: 30_000 },
    async (t) => {
      const url = await freshDatabase();
      const queue = await openQueue(t, {
        connectionString: url,
        sender: smtpSender(`smtp://127.0.0.1:${await freePort()}`),
      });
      const locker = new pg.Client(url);
      await locker.connect();
      t.after(() => locker.end());
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE mail.message IN ACCESS EXCLUSIVE MODE');
      await assert.rejects(queue.health(), /statement timeout/);
      await locker.query('ROLLBACK');
      assert.equal((await queue.health()).depth, 0, 'and it answers again once it can');
    },
  );
});

/** Runs one statement as the cluster's superuser, on the postgres database. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client(server.url);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
