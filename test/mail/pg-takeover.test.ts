// An instance killed while it holds a delivery: over PostgreSQL another
// instance takes the job over within a minute, because a live worker's job
// carries a heartbeat and a dead one's stops (not after the 5-minute lease).
// Real parts: two compiled servers, a throwaway PostgreSQL, a relay that
// takes the first instance's message and never answers, and a working one.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, post, validFields } from './form-post.ts';
import { spawnServer } from './server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';

let database: TestPostgres;
before(async () => {
  database = await startPostgres();
});
after(() => database?.stop());

it('a SIGKILLed instance holding a delivery: another instance delivers it within 60 s', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  t.after(cleanup);
  const secondDataDir = await mkdtemp(path.join(tmpdir(), 'it-takeover-'));
  t.after(() => rm(secondDataDir, { recursive: true, force: true }));
  // The first instance's relay takes the message and never answers, so the job stays held by it.
  const stuck = await startSmtpSink({ delayMs: 3_600_000 });
  t.after(() => stuck.close());
  const working = await startSmtpSink();
  t.after(() => working.close());
  const env = { PORT: '0', DIST_DIR: distDir, MAIL_QUEUE_URL: database.url };

  const first = spawnServer({ ...env, DATA_DIR: dataDir, SMTP_URL: stuck.url });
  t.after(() => first.child.kill('SIGKILL'));
  const res = await post(`${await first.url}/mail/enquiry`, formData(validFields.enquiry));
  assert.equal(res.status, 202);
  const { id } = (await res.json()) as { id: string };
  await until(() => stuck.peakInFlight() === 1, 'the first instance to be sending the message');
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  const killedAt = performance.now();

  const second = spawnServer({ ...env, DATA_DIR: secondDataDir, SMTP_URL: working.url });
  t.after(() => second.child.kill('SIGKILL'));
  await second.url;
  await until(() => working.received.length > 0, 'the held message at the working relay', { timeoutMs: 90_000 });
  const seconds = (performance.now() - killedAt) / 1000;
  console.log(`the killed instance's held job was delivered by the other ${seconds.toFixed(1)} s after the kill`);
  assert.ok(working.received[0]!.messageId?.startsWith(`<${id}@`), 'the same message, under its Message-ID');
  assert.ok(seconds < 60, `taken over ${seconds.toFixed(1)} s after the kill, within 60 s`);
  assert.match(second.output(), /was taken by a worker that stopped before finishing; trying again/);
});
