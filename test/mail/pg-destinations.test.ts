// Every destination on its own over PostgreSQL, with two server instances on
// one real database (a throwaway cluster): retries under one webhook-id, a
// webhook given up at once and shown in /healthz, and an instance killed with
// SIGKILL while the receiver was down.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { downPort } from '../support/down-port.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, startFormServer, validFields } from './form-post.ts';
import { spawnServer } from './server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const TOKEN = 'test-healthz-token-0123456789abcdef';
let server: TestPostgres;
let databases = 0;

before(async () => {
  server = await startPostgres();
});
after(() => server?.stop());

/** A fresh, empty database on the test cluster. */
async function freshDatabase(): Promise<string> {
  const name = `destinations_${++databases}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.url.replace(/\/postgres$/, `/${name}`);
}

/** Posts an enquiry to url and returns its id. */
async function enquire(url: string): Promise<string> {
  const res = await postVerified(`${url}/mail/enquiry`, formData(validFields.enquiry));
  assert.equal(res.status, 202);
  return ((await res.json()) as { id: string }).id;
}

interface Figures {
  depth: number;
  failed: number;
  lastError: { message: string } | null;
  drainPerMinute: number;
}

/** Each destination's figures in the operator's /healthz. */
async function destinations(url: string): Promise<Record<string, Figures>> {
  const res = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return ((await res.json()) as { queue: { destinations: Record<string, Figures> } }).queue.destinations;
}

describe('every destination on its own (PostgreSQL, two instances)', () => {
  it('the sender is acknowledged once an hour across instances: one mail for posts to both, each company mail delivered', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const env = {
      SMTP_URL: sink.url,
      MAIL_TO: 'sales@veltrix.test',
      ACKNOWLEDGE_FORMS: 'enquiry',
      MAIL_QUEUE_URL: await freshDatabase(),
    };
    const instances = [await startFormServer(env), await startFormServer(env)];
    t.after(() => Promise.all(instances.map((instance) => instance.close())));
    const to = (address: string) =>
      sink.received.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address);
    for (const instance of [...instances, ...instances]) {
      const fields = { ...validFields.enquiry, email: 'twice@example.com' };
      assert.equal((await postVerified(`${instance.url}/mail/enquiry`, formData(fields))).status, 202);
    }
    await until(() => to('sales@veltrix.test').length === 4, 'four company mails');
    await until(() => to('twice@example.com').length >= 1, 'the acknowledgement');
    // A later post from another address is acknowledged: by then any second one to the first would have gone too.
    const other = { ...validFields.enquiry, email: 'other@example.com' };
    assert.equal((await postVerified(`${instances[1]!.url}/mail/enquiry`, formData(other))).status, 202);
    await until(() => to('other@example.com').length === 1, 'the other acknowledgement');
    assert.equal(to('twice@example.com').length, 1);
  });

  it('503, 503, 200: three attempts, one webhook-id, one company mail; 410 given up at once and in /healthz', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const receiver = await startWebhookReceiver(secret);
    t.after(() => receiver.close());
    const env = {
      SMTP_URL: sink.url,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
      HEALTHZ_TOKEN: TOKEN,
      MAIL_QUEUE_URL: await freshDatabase(),
    };
    const fast = { retry: { baseMs: 100, maxMs: 400 } };
    const instances = [await startFormServer(env, fast), await startFormServer(env, fast)];
    t.after(() => Promise.all(instances.map((instance) => instance.close())));

    receiver.answers.push({ status: 503 }, { status: 503 });
    const retried = await enquire(instances[0]!.url);
    await until(() => receiver.received.length === 3, 'three attempts');
    receiver.answers.push({ status: 410 });
    const refused = await enquire(instances[1]!.url);
    await until(async () => (await destinations(instances[0]!.url))['webhook:webhook']?.failed === 1, 'the 410');
    await until(() => sink.received.length === 2, 'both company mails');
    await delay(500);
    assert.deepEqual(
      receiver.received.map((hook) => [hook.headers['webhook-id'], hook.verified]),
      [
        [retried, true],
        [retried, true],
        [retried, true],
        [refused, true],
      ],
      'the 410 was never retried',
    );
    assert.equal(sink.received.length, 2, 'one company mail each');
    const figures = await destinations(instances[1]!.url);
    // Each instance counts its own deliveries in drainPerMinute: which made them is chance.
    const { drainPerMinute, ...mail } = figures.mail!;
    assert.deepEqual(mail, { depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null });
    assert.ok(drainPerMinute <= 2);
    assert.equal(figures['webhook:webhook']?.depth, 0);
    assert.match(figures['webhook:webhook']?.lastError?.message ?? '', /HTTP (410|503)/);
    const db = new pg.Client(env.MAIL_QUEUE_URL);
    await db.connect();
    t.after(() => db.end());
    const { rows } = await db.query<{ id: string; failure: string }>('SELECT id, failure FROM mail.failed');
    assert.deepEqual(rows, [{ id: refused, failure: 'webhook:webhook: refused for good: HTTP 410' }]);
  });

  it('receiver down, one instance SIGKILLed after the 202s: every lead reaches the webhook once', async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    const down = await downPort(); // the receiver is down: every connection is cut
    const { port } = down;
    t.after(() => down.release().catch(() => undefined)); // already released when all went well
    const env = {
      PORT: '0',
      SMTP_URL: sink.url,
      WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
      WEBHOOK_SECRET: secret,
      HEALTHZ_TOKEN: TOKEN,
      MAIL_QUEUE_URL: await freshDatabase(),
      MAIL_QUEUE_LEASE_SECONDS: '2',
    };
    const spawn = async () => {
      const { distDir, dataDir, cleanup } = await fixtureDist();
      t.after(cleanup);
      const instance = spawnServer({ ...env, DIST_DIR: distDir, DATA_DIR: dataDir });
      t.after(() => instance.child.kill('SIGKILL'));
      return { ...instance, address: await instance.url };
    };
    const [doomed, survivor] = [await spawn(), await spawn()];
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) ids.push(await enquire(n % 2 ? survivor.address : doomed.address));
    await until(() => sink.received.length === 6, 'the company mail');
    await until(async () => (await destinations(survivor.address)).mail?.depth === 0, 'the mail settled');
    doomed.child.kill('SIGKILL');
    await once(doomed.child, 'exit');

    await down.release();
    const receiver = await startWebhookReceiver(secret, port);
    t.after(() => receiver.close());
    await until(async () => (await destinations(survivor.address))['webhook:webhook']?.depth === 0, 'the webhooks', {
      timeoutMs: 30_000,
    });
    await delay(500);
    assert.deepEqual(receiver.received.map((hook) => hook.headers['webhook-id']).sort(), [...ids].sort());
    assert.ok(receiver.received.every((hook) => hook.verified));
    assert.equal(sink.received.length, 6, 'the company mail was not sent again');
  });
});
