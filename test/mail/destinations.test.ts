// Every destination of a lead on its own, on the local spool: the company mail
// through a real SMTP server on loopback, a webhook at a real receiver that
// verifies each signature with the Standard Webhooks library, and Slack; each
// delivered, retried and given up without delaying, repeating or losing another.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, it, type TestContext } from 'node:test';
import { consentCopy } from '../../src/content/consent.ts';
import { downPort } from '../support/down-port.ts';
import { until } from '../support/until.ts';
import { formData, pdf, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const TOKEN = 'test-healthz-token-0123456789abcdef';
/** Retries in tenths of a second, so a test that waits for three attempts takes about one. */
const fast = { retry: { baseMs: 100, maxMs: 400 } };

interface DestinationFigures {
  depth: number;
  failed: number;
  lastError: { at: string; message: string } | null;
}

/** The operator's /healthz: status, warnings and each destination's figures. */
async function health(server: FormServer) {
  const res = await fetch(`${server.url}/healthz`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return (await res.json()) as {
    status: string;
    warnings: string[];
    queue: { depth: number; failed: number; destinations: Record<string, DestinationFigures> };
  };
}

/** A sink, a receiver and a server wired to both, all closed after the test. */
async function setUp(t: TestContext, env: Record<string, string> = {}, tuning = fast) {
  const sink = await startSmtpSink();
  const receiver = await startWebhookReceiver(secret);
  const server = await startFormServer(
    { SMTP_URL: sink.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, HEALTHZ_TOKEN: TOKEN, ...env },
    tuning,
  );
  t.after(async () => {
    await server.close();
    await receiver.close();
    await sink.close();
  });
  return { sink, receiver, server };
}

/** Posts an enquiry and returns its id. */
async function enquire(server: FormServer, fields: Record<string, string> = validFields.enquiry): Promise<string> {
  const res = await postVerified(`${server.url}/mail/enquiry`, formData(fields));
  assert.equal(res.status, 202);
  return ((await res.json()) as { id: string }).id;
}

const newFolder = (server: FormServer) => readdir(path.join(server.dataDir, 'spool', 'new'));

/** Waits until nothing of any record is left in new/ (every destination settled). */
const settled = (server: FormServer) => until(async () => (await newFolder(server)).length === 0, 'new/ to empty');

describe('every destination of a lead on its own (local spool)', () => {
  it('an application reaches the webhook once, verified, with the documented payload, and the company once', async (t) => {
    const { sink, receiver, server } = await setUp(t);
    const fields = { ...validFields.careers, source_page: 'https://www.example.com/career' };
    const res = await postVerified(`${server.url}/mail/careers`, formData(fields, { name: 'cv.pdf', bytes: pdf }));
    assert.equal(res.status, 202);
    const { id } = (await res.json()) as { id: string };
    await settled(server);
    assert.equal(receiver.received.length, 1);
    assert.equal(sink.received.length, 1);
    const [hook] = receiver.received;
    assert.equal(hook!.verified, true, 'the standardwebhooks library verifies the signature');
    assert.equal(hook!.headers['webhook-id'], id);
    const payload = hook!.payload as { timestamp: string };
    assert.deepEqual(payload, {
      type: 'lead.received',
      timestamp: payload.timestamp,
      data: {
        id,
        form: 'careers',
        fields: {
          name: validFields.careers.name,
          email: validFields.careers.email,
          phone: validFields.careers.phone,
          message: validFields.careers.message,
        },
        source: { source_page: 'https://www.example.com/career' },
        attachment: { filename: 'cv.pdf', type: 'application/pdf', size: pdf.length },
        consent: { version: consentCopy.careers.version, givenAt: payload.timestamp },
        language: 'en',
        verdict: { verified: true, suspectedSpam: [] },
      },
    });
    assert.equal(new Date(payload.timestamp).getTime(), Number(id.slice(0, 13)), 'the time the lead was accepted');
  });

  it('503, 503, then 200: three attempts under one webhook-id, and exactly one company mail', async (t) => {
    const { sink, receiver, server } = await setUp(t);
    receiver.answers.push({ status: 503 }, { status: 503 });
    const id = await enquire(server);
    await settled(server);
    assert.equal(receiver.received.length, 3);
    assert.deepEqual(
      receiver.received.map((hook) => [hook.headers['webhook-id'], hook.verified]),
      [
        [id, true],
        [id, true],
        [id, true],
      ],
    );
    await delay(300); // a repeat would come within a retry
    assert.equal(sink.received.length, 1, 'the company mail is neither repeated nor held back by the retries');
    assert.equal(receiver.received.length, 3);
  });

  it('410: given up at once, shown in /healthz with its error, while the company mail is delivered', async (t) => {
    const { sink, receiver, server } = await setUp(t);
    receiver.answers.push({ status: 410 });
    const id = await enquire(server);
    await settled(server);
    await delay(300);
    assert.equal(receiver.received.length, 1, 'never retried');
    assert.equal(sink.received.length, 1);
    const report = await health(server);
    assert.equal(report.status, 'degraded');
    assert.equal(report.queue.destinations['webhook:webhook']?.failed, 1);
    assert.match(report.queue.destinations['webhook:webhook']?.lastError?.message ?? '', /HTTP 410/);
    assert.deepEqual(report.queue.destinations.mail, {
      depth: 0,
      oldestAgeSeconds: null,
      failed: 0,
      lastError: null,
      drainPerMinute: 1,
    });
    assert.ok(report.warnings.some((warning) => /webhook:webhook: 1 given up; last error: .*HTTP 410/.test(warning)));
    const kept = (await readdir(path.join(server.dataDir, 'spool', 'failed'))).sort();
    assert.deepEqual(kept, [`${id}.json`, `${id}.state`], 'kept for a person, with what became of each destination');
  });

  it('while the SMTP relay is down the webhook is delivered; the mail follows once the relay is back', async (t) => {
    const down = await downPort(); // the relay is down: every connection is cut
    const { port } = down;
    t.after(() => down.release().catch(() => undefined)); // released already when all went well
    const { receiver, server } = await setUp(t, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    await enquire(server);
    await until(() => receiver.received.length === 1, 'the webhook, though the relay is down');
    // The receiver hears the webhook before the server records it as done, and /healthz
    // reads the queue at most once a second: wait for a reading taken after both.
    await until(async () => {
      const destinations = (await health(server)).queue.destinations;
      return destinations.mail?.lastError !== null && destinations['webhook:webhook']?.depth === 0;
    }, 'a failed send, and the webhook recorded as delivered');
    const during = await health(server);
    assert.equal(during.queue.destinations.mail?.depth, 1);
    assert.equal(during.queue.destinations['webhook:webhook']?.depth, 0);
    await down.release();
    const relay = await startSmtpSink({ port });
    t.after(() => relay.close());
    await until(() => relay.received.length === 1, 'the mail once the relay is back', { timeoutMs: 15_000 });
    await settled(server);
    assert.equal(receiver.received.length, 1, 'the webhook was not sent again');
  });

  it('a relay that is down pauses the mail alone: leads posted meanwhile still reach the webhook', async (t) => {
    const down = await downPort(); // the relay is down: every connection is cut
    t.after(() => down.release());
    // A long pause (30-60 s), so a webhook held by the mail's pause would not arrive while the test waits.
    const { receiver, server } = await setUp(
      t,
      { SMTP_URL: `smtp://127.0.0.1:${down.port}` },
      { retry: { baseMs: 60_000, maxMs: 60_000 } },
    );
    await enquire(server);
    await until(async () => (await health(server)).queue.destinations.mail?.lastError !== null, 'a failed send');
    const later = await enquire(server);
    await until(() => receiver.received.some((hook) => hook.headers['webhook-id'] === later), 'the later webhook');
    // /healthz reads the queue at most once a second, and a webhook received is
    // settled a moment later (its journal is group-committed): wait for a
    // reading taken after both, which must show the two mails still waiting.
    await until(async () => {
      const figures = (await health(server)).queue.destinations;
      return figures['webhook:webhook']?.depth === 0 && (figures.mail?.depth ?? 0) >= 2;
    }, 'the webhook settled in the figures');
    const figures = (await health(server)).queue.destinations;
    assert.equal(figures.mail?.depth, 2, 'both mails wait for the relay');
  });

  it('while the webhook is down the company mail goes at once, and the webhook later, once', async (t) => {
    const sink = await startSmtpSink();
    const down = await downPort(); // the receiver is down: every connection is cut
    const { port } = down;
    t.after(() => down.release().catch(() => undefined)); // released already when all went well
    const server = await startFormServer(
      { SMTP_URL: sink.url, WEBHOOK_URL: `http://127.0.0.1:${port}/`, WEBHOOK_SECRET: secret, HEALTHZ_TOKEN: TOKEN },
      fast,
    );
    t.after(async () => {
      await server.close();
      await sink.close();
    });
    const id = await enquire(server);
    await until(() => sink.received.length === 1, 'the company mail, though the webhook is down');
    await until(
      async () =>
        /\((ECONN[A-Z]+|UND_ERR[A-Z_]*)\)/.test(
          (await health(server)).queue.destinations['webhook:webhook']?.lastError?.message ?? '',
        ),
      'the webhook to fail',
    );
    assert.equal((await health(server)).queue.destinations['webhook:webhook']?.depth, 1);
    await down.release();
    const receiver = await startWebhookReceiver(secret, port);
    t.after(() => receiver.close());
    await settled(server);
    assert.deepEqual(
      receiver.received.map((hook) => hook.headers['webhook-id']),
      [id],
    );
    assert.equal(sink.received.length, 1);
  });

  it('Slack gets a short message naming the sender and the service; a careers-only webhook gets no enquiry', async (t) => {
    const slack = await startWebhookReceiver(secret);
    t.after(() => slack.close());
    const careersOnly = await startWebhookReceiver(secret);
    t.after(() => careersOnly.close());
    const { sink, receiver, server } = await setUp(t, {
      SLACK_WEBHOOK_URL: slack.url,
      WEBHOOK_CONFIG: await webhookFile(t, [{ name: 'hr', url: careersOnly.url, secret, forms: ['careers'] }]),
    });
    await enquire(server);
    await settled(server);
    assert.equal(slack.received.length, 1);
    const message = JSON.parse(slack.received[0]!.body) as { text: string; blocks: unknown[] };
    const text = JSON.stringify(message.blocks);
    assert.match(message.text, new RegExp(validFields.enquiry.name));
    assert.match(text, /Cloud Infrastructure/, 'the service by its label');
    assert.match(text, /mailto:jose@example\.com/);
    assert.equal(careersOnly.received.length, 0);
    assert.equal(receiver.received.length, 1);
    assert.equal(sink.received.length, 1);
  });
});

describe('the language of a lead, for whoever answers it', () => {
  it('a German enquiry reaches the webhook as language "de" and Slack with "Language: German"; English says "en"', async (t) => {
    const slack = await startWebhookReceiver(secret);
    t.after(() => slack.close());
    const { receiver, server } = await setUp(t, { SLACK_WEBHOOK_URL: slack.url });
    const german = await enquire(server, { ...validFields.enquiry, lang: 'de' });
    await settled(server);
    const english = await enquire(server);
    await settled(server);
    const languageOf = (id: string) => {
      const hook = receiver.received.find((received) => received.headers['webhook-id'] === id);
      assert.equal(hook?.verified, true, 'a signed webhook for each lead');
      return (hook?.payload as { data: { language: string } }).data.language;
    };
    assert.equal(languageOf(german), 'de');
    assert.equal(languageOf(english), 'en');
    const [first, second] = slack.received.map((message) =>
      JSON.stringify((JSON.parse(message.body) as { blocks: unknown[] }).blocks),
    );
    assert.match(first!, /\*Language\*\\nGerman/);
    assert.doesNotMatch(second!, /Language/, "English, the company's own, goes unsaid");
  });
});

/** A WEBHOOK_CONFIG file in a folder of its own, deleted after the test. */
async function webhookFile(t: TestContext, webhooks: unknown[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhooks-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'webhooks.json');
  await writeFile(file, JSON.stringify(webhooks));
  return file;
}
