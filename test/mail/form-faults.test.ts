// Faults, for each queue (the local spool, and PostgreSQL started for real): an
// SMTP outage delays mail and never loses it; a server killed with SIGKILL
// delivers everything it accepted after a restart; no id twice. And with
// PostgreSQL, two server instances share one queue: 500 posts between them,
// each delivered exactly once.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, pdf, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';
import { spawnServer } from './server-process.ts';
import { freePort } from '../support/free-port.ts';

/** Ids of the received mail, from their Message-IDs. */
const receivedIds = (sink: SmtpSink) => sink.received.map((mail) => /<([^@]+)@/.exec(mail.messageId ?? '')?.[1]);

/** Posts one of each form; returns the accepted ids. */
async function postEachForm(url: string): Promise<string[]> {
  const bodies = {
    enquiry: formData(validFields.enquiry),
    careers: formData(validFields.careers, { name: 'cv.pdf', bytes: pdf }),
    contact: formData(validFields.contact),
    comment: formData(validFields.comment),
  };
  const ids: string[] = [];
  for (const [form, body] of Object.entries(bodies)) {
    const res = await post(`${url}/mail/${form}`, body);
    assert.equal(res.status, 202, `${form}: ${await res.clone().text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** Opens /healthz's figures; every server here is started with it. */
const HEALTHZ_TOKEN = 'form-faults-healthz-token-0123456789';

/** How many accepted messages wait undelivered, as GET /healthz reports it to the operator. */
async function depth(url: string): Promise<number> {
  const res = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${HEALTHZ_TOKEN}` } });
  return ((await res.json()) as { queue: { depth: number } }).queue.depth;
}

let postgres: TestPostgres | undefined;
let databases = 0;
before(async () => {
  postgres = await startPostgres();
});
after(() => postgres?.stop());

/** A fresh database on the test cluster, so each test sees only its own mail. */
async function freshDatabase(): Promise<string> {
  const name = `form_faults_${++databases}`;
  const admin = new pg.Client(postgres!.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgres!.url.replace(/\/postgres$/, `/${name}`);
}

/** The settings that choose a queue: none for the spool; for PostgreSQL a fresh database and a short lease, so a killed server's message comes back in seconds. */
const queues: Record<string, () => Promise<Record<string, string>>> = {
  'local spool': async () => ({}),
  PostgreSQL: async () => ({ MAIL_QUEUE_URL: await freshDatabase(), MAIL_QUEUE_LEASE_SECONDS: '2' }),
};

for (const [queueName, queueEnv] of Object.entries(queues)) {
  describe(`nothing accepted is ever lost (${queueName})`, () => {
    it('with the SMTP server down, posts are accepted and delivered once it is back, each once', async (t) => {
      const port = await freePort();
      // Retries within a second rather than after 5 s: the backoff's own shape is retry-delay.test.ts's.
      const server = await startFormServer(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RATE_PER_MINUTE: '100', HEALTHZ_TOKEN, ...(await queueEnv()) },
        { retry: { baseMs: 200, maxMs: 800 } },
      );
      t.after(() => server.close());
      const ids = await postEachForm(server.url);
      assert.equal(await depth(server.url), 4, 'all four wait in the queue');

      const sink = await startSmtpSink({ port });
      t.after(() => sink.close());
      // The worker retries on its own; no kick from the test.
      await until(() => sink.received.length >= 4, 'the four messages after the relay came back', {
        timeoutMs: 40_000,
      });
      await until(async () => (await depth(server.url)) === 0, 'the queue to empty');
      assert.deepEqual(receivedIds(sink).sort(), [...ids].sort());
    });

    it('a server killed with SIGKILL delivers every accepted post after a restart, none twice', async (t) => {
      const { distDir, dataDir, cleanup } = await fixtureDist();
      t.after(cleanup);
      const port = await freePort();
      const env = {
        PORT: '0',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RATE_PER_MINUTE: '100',
        HEALTHZ_TOKEN,
        ...(await queueEnv()),
      };

      const first = spawnServer(env);
      t.after(() => first.child.kill('SIGKILL'));
      const ids = [...(await postEachForm(await first.url)), ...(await postEachForm(await first.url))];
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');

      const sink = await startSmtpSink({ port });
      t.after(() => sink.close());
      const second = spawnServer(env);
      t.after(() => second.child.kill('SIGKILL'));
      const url = await second.url;
      await until(
        () => sink.received.length >= ids.length,
        `all ${ids.length} messages after the restart:\n${second.output()}`,
        { timeoutMs: 30_000 },
      );
      await until(async () => (await depth(url)) === 0, 'the queue to empty');
      assert.deepEqual(receivedIds(sink).sort(), [...ids].sort(), 'each accepted id exactly once');
      const careers = sink.received.filter((mail) => mail.subject?.startsWith('Job application from'));
      assert.equal(careers.length, 2);
      for (const mail of careers) assert.ok(mail.attachments[0]?.content.equals(pdf), 'the resume survived the crash');
    });
  });
}

/**
 * Enough posts that two instances' workers race for the same jobs many times
 * over: a fetch that does not lock its job (pg-boss without SKIP LOCKED) sends
 * dozens twice at this count.
 */
const POSTS = 100;

describe('several server instances over one PostgreSQL queue', () => {
  it(`two instances accept ${POSTS} posts between them, and every accepted post is delivered exactly once`, async (t) => {
    const sink = await startSmtpSink();
    t.after(() => sink.close());
    // The default lease: a short one makes a slow delivery on a loaded machine expire and go again, which
    // is the queue's at-least-once promise (the kill test above), not a second instance taking a held job.
    const env = {
      SMTP_URL: sink.url,
      MAIL_RATE_PER_MINUTE: '1000',
      HEALTHZ_TOKEN,
      MAIL_QUEUE_URL: await freshDatabase(),
    };
    const instances = [await startFormServer(env), await startFormServer(env)];
    t.after(() => Promise.all(instances.map((instance) => instance.close())));

    const ids: string[] = [];
    const forms = ['enquiry', 'contact', 'comment'] as const;
    let next = 0;
    // 20 clients at a time, alternating between the instances as a load balancer would.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < POSTS) {
          const n = next++;
          const form = forms[n % forms.length]!;
          const res = await post(`${instances[n % 2]!.url}/mail/${form}`, formData(validFields[form]));
          assert.equal(res.status, 202, await res.clone().text());
          ids.push(((await res.json()) as { id: string }).id);
        }
      }),
    );
    assert.equal(new Set(ids).size, POSTS);
    await until(() => sink.received.length >= POSTS, `${POSTS} deliveries (${sink.received.length} so far)`, {
      timeoutMs: 120_000,
    });
    await until(async () => (await depth(instances[0]!.url)) === 0, 'the queue to empty');
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(sink.received.length, POSTS, 'no message delivered twice');
    assert.deepEqual(receivedIds(sink).sort(), [...ids].sort(), 'every accepted id, exactly once');
  });
});
