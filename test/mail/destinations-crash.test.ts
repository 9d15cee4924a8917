// A server killed with SIGKILL while the webhook receiver is down: after the
// restart the webhook gets every accepted lead exactly once, verified, and the
// company mail, already delivered, is not sent again. The compiled server runs
// in its own process, as in production.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { it } from 'node:test';
import { readJournal } from '../../mail/queue/settlement-log.ts';
import { downPort } from '../support/down-port.ts';
import { until } from '../support/until.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, pdf, validFields } from './form-post.ts';
import { spawnServer } from './server-process.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

it('receiver down, server SIGKILLed after the 202: each lead reaches the webhook once after the restart', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  t.after(cleanup);
  const sink = await startSmtpSink();
  t.after(() => sink.close());
  const down = await downPort(); // the receiver is down: every connection is cut
  const { port } = down;
  t.after(() => down.release().catch(() => undefined)); // already released when all went well
  const env = {
    PORT: '0',
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    WEBHOOK_SECRET: secret,
  };
  const first = spawnServer(env);
  t.after(() => first.child.kill('SIGKILL'));
  const url = await first.url;
  const ids: string[] = [];
  for (const [form, body] of [
    ['enquiry', formData(validFields.enquiry)],
    ['careers', formData(validFields.careers, { name: 'cv.pdf', bytes: pdf })],
  ] as const) {
    const res = await postVerified(`${url}/mail/${form}`, body);
    assert.equal(res.status, 202);
    ids.push(((await res.json()) as { id: string }).id);
  }
  // The company mail is delivered and settled; the webhook has failed against the closed port.
  await until(() => sink.received.length === 2, 'the company mail');
  await until(() => /webhook:webhook \S+ not delivered \(attempt 1\)/.test(first.output()), 'a failed webhook attempt');
  // The journal exists a moment before its line is written: wait for the lines themselves.
  await until(async () => {
    const journals = (await readdir(path.join(dataDir, 'spool', 'new'))).filter((name) => name.endsWith('.settled'));
    const entries = await Promise.all(journals.map((name) => readJournal(path.join(dataDir, 'spool', 'new', name))));
    const mailed = new Set(
      entries.flatMap(({ entries }) =>
        entries.filter((entry) => 'outcome' in entry && entry.destination === 'mail').map(({ id }) => id),
      ),
    );
    return ids.every((id) => mailed.has(id));
  }, 'the mail settlements on disk');
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');

  await down.release();
  const receiver = await startWebhookReceiver(secret, port);
  t.after(() => receiver.close());
  const second = spawnServer(env);
  t.after(() => second.child.kill('SIGKILL'));
  await second.url;
  await until(async () => (await readdir(path.join(dataDir, 'spool', 'new'))).length === 0, 'every record settled', {
    timeoutMs: 20_000,
  });
  await delay(300);
  assert.deepEqual(receiver.received.map((hook) => hook.headers['webhook-id']).sort(), [...ids].sort());
  assert.ok(receiver.received.every((hook) => hook.verified));
  assert.equal(sink.received.length, 2, 'the company mail was not sent again');
});
