// The forms' challenges and the acknowledgement cap across instances on one
// real PostgreSQL (a throwaway cluster): every instance signs with the one key
// the first made, a solution spent on one is refused on the others, and the
// site's acknowledgements a minute are counted once for all.
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import pg from 'pg';
import { PgChallengeStore } from '../../mail/queue/pg/pg-challenge-store.ts';
import { serverMessages } from '../../src/content/messages.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { formData, post, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { fetchChallenge, postVerified, solvedPayload } from './solve-challenge.ts';
import { acknowledgementOutcomes } from './acknowledgement-outcomes.ts';

const TOKEN = 'test-metrics-token-0123456789abcdef';
let cluster: TestPostgres;
let databases = 0;
before(async () => {
  cluster = await startPostgres();
});
after(() => cluster?.stop());

/** A fresh, empty database on the test cluster. */
async function freshDatabase(): Promise<string> {
  const name = `challenge_${++databases}`;
  await cluster.sql(`CREATE DATABASE ${name}`);
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

/** Two instances on one new database, each with its own data dir (so no key file to share), delivering to one sink. */
async function twoInstances(t: TestContext, env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  const shared = { MAIL_QUEUE_URL: await freshDatabase(), SMTP_URL: sink.url, HEALTHZ_TOKEN: TOKEN, ...env };
  const instances: FormServer[] = [];
  t.after(async () => {
    for (const instance of instances) await instance.close();
    await sink.close();
  });
  for (let i = 0; i < 2; i++) instances.push(await startFormServer(shared));
  return { sink, instances: instances as [FormServer, FormServer], database: shared.MAIL_QUEUE_URL };
}

const outcomes = (server: FormServer) => acknowledgementOutcomes(server, TOKEN);

describe('challenges on PostgreSQL, two instances', () => {
  it('a challenge one instance issued is verified by the other, and then refused everywhere as used', async (t) => {
    const { instances } = await twoInstances(t);
    const [a, b] = instances;
    const altcha = await solvedPayload(await fetchChallenge(a.url, 'contact'));
    const first = await post(`${b.url}/mail/contact`, formData({ ...validFields.contact, altcha }));
    assert.equal(first.status, 202, await first.clone().text());
    for (const instance of [a, b]) {
      const again = await post(`${instance.url}/mail/contact`, formData({ ...validFields.contact, altcha }));
      assert.equal(again.status, 400);
      assert.equal(((await again.json()) as { message: string }).message, serverMessages.challenge.used);
    }
  });

  it('the key is made once, in the database, and no instance keeps one on disk', async (t) => {
    const { instances, database } = await twoInstances(t);
    await Promise.all(instances.map((instance) => fetchChallenge(instance.url, 'enquiry')));
    const db = new pg.Client(database);
    await db.connect();
    t.after(() => db.end());
    const { rows } = await db.query<{ value: string }>("SELECT value FROM mail.setting WHERE name = 'altcha_hmac_key'");
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.value, /^[0-9a-f]{64}$/);
    for (const instance of instances)
      await assert.rejects(access(path.join(instance.dataDir, 'altcha-hmac-key')), 'no key file in DATA_DIR');
  });

  it('a spent challenge is remembered until it expires, then purged', async (t) => {
    const pool = new pg.Pool({ connectionString: await freshDatabase(), max: 2 });
    pool.on('error', () => undefined);
    t.after(() => pool.end());
    const store = new PgChallengeStore(pool);
    const now = new Date();
    const soon = new Date(now.getTime() + 30_000);
    assert.equal(await store.spend('short-lived', soon, now), true);
    assert.equal(await store.spend('short-lived', soon, now), false);
    const later = new Date(now.getTime() + 5 * 60_000);
    assert.equal(await store.spend('another', new Date(later.getTime() + 600_000), later), true);
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM mail.spent_challenge ORDER BY id');
    assert.deepEqual(
      rows.map((row) => row.id),
      ['another'],
      'the expired one is gone',
    );
  });

  it('the acknowledgement cap is the whole site’s: two instances send no more than one would', async (t) => {
    const perMinute = 3;
    const { sink, instances } = await twoInstances(t, {
      ACKNOWLEDGE_FORMS: 'enquiry',
      ACKNOWLEDGE_PER_MINUTE: String(perMinute),
    });
    const startMinute = Math.floor(Date.now() / 60_000);
    for (let i = 0; i < 10; i++) {
      const email = `stranger${i}@example.com`;
      const res = await postVerified(
        `${instances[i % 2]!.url}/mail/enquiry`,
        formData({ ...validFields.enquiry, email }),
      );
      assert.equal(res.status, 202);
    }
    const total = async () => {
      const [a, b] = await Promise.all(instances.map(outcomes));
      return { sent: a!.sent! + b!.sent!, cap: a!.cap! + b!.cap! };
    };
    const settled = await until(total, 'every acknowledgement settled', {
      accept: ({ sent, cap }) => sent + cap === 10,
      timeoutMs: 60_000,
    });
    const minutes = Math.floor(Date.now() / 60_000) - startMinute + 1;
    assert.ok(settled.sent >= 1 && settled.sent <= perMinute * minutes, `${settled.sent} sent in ${minutes} minute(s)`);
    const strangers = sink.received.filter((mail) => /stranger\d/.test(JSON.stringify(mail.to)));
    assert.equal(strangers.length, settled.sent);
  });
});
