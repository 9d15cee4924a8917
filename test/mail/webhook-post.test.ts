import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import type { LeadRecord } from '../../mail/delivery/lead-event.ts';
import { postWebhook, wantsForm } from '../../mail/delivery/webhooks/webhook-post.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

// A key in the Standard Webhooks format: whsec_ and 24 random bytes in base64.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const record: LeadRecord = {
  id: '1764000000000-00112233445566778899aabb',
  receivedAt: new Date('2026-11-24T10:00:00Z'),
  form: 'careers',
  fields: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'I would like to join the platform team.',
    consent: 'careers-resume-2026-11',
  },
  source: { source_page: 'https://www.example.com/career', utm_source: 'newsletter' },
  attachment: { filename: 'grace-hopper.pdf', contentType: 'application/pdf', size: 48213 },
};

let receiver: WebhookReceiver;
before(async () => {
  receiver = await startWebhookReceiver(secret);
});
after(() => receiver.close());

test('a lead reaches the webhook once, signed so the reference library verifies it, with the documented payload', async () => {
  receiver.received.length = 0;
  const outcome = await postWebhook({ url: receiver.url, secret }, record);
  assert.deepEqual(outcome, { delivered: true, status: 200 });
  assert.equal(receiver.received.length, 1);
  const [hook] = receiver.received;
  assert.equal(hook!.verified, true);
  assert.equal(hook!.headers['webhook-id'], record.id);
  assert.deepEqual(hook!.payload, {
    type: 'lead.received',
    timestamp: '2026-11-24T10:00:00.000Z',
    data: {
      id: record.id,
      form: 'careers',
      fields: { name: 'Grace Hopper', email: 'grace@example.com', message: 'I would like to join the platform team.' },
      source: record.source,
      attachment: { filename: 'grace-hopper.pdf', type: 'application/pdf', size: 48213 },
      consent: { version: 'careers-resume-2026-11', givenAt: '2026-11-24T10:00:00.000Z' },
      language: 'en',
      verdict: { verified: true, suspectedSpam: [] },
    },
  });
});

test('a payload signed with another key does not verify at the receiver', async () => {
  receiver.received.length = 0;
  await postWebhook({ url: receiver.url, secret: 'whsec_QXNlY3JldE90aGVyVGhhblRoZVJlY2VpdmVycw==' }, record);
  assert.equal(receiver.received[0]?.verified, false);
});

test('every attempt carries the same webhook-id and a fresh, verifiable timestamp', async () => {
  receiver.received.length = 0;
  await postWebhook({ url: receiver.url, secret }, record, new Date());
  await postWebhook({ url: receiver.url, secret }, record, new Date(Date.now() + 2000));
  const [first, second] = receiver.received;
  assert.equal(first!.headers['webhook-id'], second!.headers['webhook-id']);
  assert.notEqual(first!.headers['webhook-timestamp'], second!.headers['webhook-timestamp']);
  assert.ok(first!.verified && second!.verified);
});

test('a 503 or a 408 is retried later, a 429 honours Retry-After, a 410 or 400 is given up at once', async () => {
  receiver.answers.push(
    { status: 503 },
    { status: 408 },
    { status: 429, headers: { 'retry-after': '7' } },
    { status: 410 },
    { status: 400 },
  );
  const outcomes = [];
  for (let i = 0; i < 5; i++) outcomes.push(await postWebhook({ url: receiver.url, secret }, record));
  assert.deepEqual(
    outcomes.map((o) => (o.delivered ? 'delivered' : o.failure)),
    ['transient', 'transient', 'transient', 'permanent', 'permanent'],
  );
  assert.equal(outcomes[2]!.delivered === false && outcomes[2]!.retryAfterMs, 7000);
  assert.match(outcomes[3]!.delivered === false ? outcomes[3]!.message : '', /410/);
});

test('a redirect is not followed: the signed lead goes nowhere the operator did not configure', async () => {
  const elsewhere = await startWebhookReceiver(secret);
  receiver.received.length = 0;
  receiver.answers.push({ status: 307, headers: { location: elsewhere.url } });
  const outcome = await postWebhook({ url: receiver.url, secret }, record);
  await elsewhere.close();
  assert.equal(outcome.delivered, false);
  assert.equal(elsewhere.received.length, 0);
});

test('a receiver that is down, or never answers, is a transient failure with a clear reason', async () => {
  // Accepts connections and never answers, as a receiver stuck behind a dead backend does.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  const hung = await postWebhook({ url: `http://127.0.0.1:${port}/`, secret }, record, new Date(), 300);
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  const down = await postWebhook({ url: `http://127.0.0.1:${port}/`, secret }, record);
  assert.deepEqual(hung.delivered === false && [hung.failure, hung.message], ['transient', 'timed out']);
  assert.deepEqual(down.delivered === false && [down.failure, /ECONNREFUSED/.test(down.message)], ['transient', true]);
});

test('a destination with a form filter takes only those forms', () => {
  assert.equal(wantsForm({ forms: ['careers'] }, 'careers'), true);
  assert.equal(wantsForm({ forms: ['careers'] }, 'enquiry'), false);
  assert.equal(wantsForm({}, 'enquiry'), true);
});
