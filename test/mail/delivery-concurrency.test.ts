// Delivery that keeps pace: each destination of the spool delivers several
// leads at once over pooled connections, and a destination that hangs holds
// up only itself. Real parts: an SMTP relay on loopback that answers slowly,
// and a webhook receiver that takes requests and never answers.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { AcceptedMail } from '../../mail/delivery/lead-record.ts';
import { webhookDestination } from '../../mail/delivery/webhooks/http-destination.ts';
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender } from '../../mail/delivery/mail-sender.ts';
import type { Destination } from '../../mail/delivery/destination.ts';
import { SpoolQueue } from '../../mail/queue/spool/spool-queue.ts';
import { until } from '../support/until.ts';
import { startSmtpSink } from './smtp-sink.ts';

const envelope = { siteName: 'Acme Software', from: 'web@acme.example', to: 'sales@acme.example' };
const enquiry: AcceptedMail = {
  form: 'enquiry',
  fields: { fullName: 'Zoë', email: 'zoe@example.com', message: 'Hello', service: 'cloud' },
};
const quiet = { info() {}, warn() {}, error() {} };

/** What startQueue needs of a test: a hook after it. */
type After = { after: (fn: () => unknown) => void };

/** A spool queue in a temporary folder over these destinations, 8 at once each, started; stopped after the test. */
async function startQueue(t: After, destinations: Destination[]): Promise<SpoolQueue> {
  const dir = await mkdtemp(path.join(tmpdir(), 'it-concurrency-'));
  const queue = new SpoolQueue(path.join(dir, 'spool'), {
    destinations,
    retryWindowMs: 60_000,
    concurrency: 8,
    log: quiet,
  });
  await queue.open();
  t.after(async () => {
    await queue.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return queue;
}

/** A webhook receiver that answers its first request and then takes every one and never answers: a partner's system that hangs. */
async function hangingReceiver(): Promise<{ url: string; open: () => number; close: () => Promise<void> }> {
  const held = new Set<IncomingMessage>();
  let answered = false;
  const server = createServer((request, response) => {
    if (!answered) {
      answered = true;
      return void request.resume().on('end', () => response.writeHead(200).end());
    }
    held.add(request);
    request.on('close', () => held.delete(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}/hooks`, open: () => held.size, close };
}

describe('delivery that keeps pace (local spool)', () => {
  it('with a slow relay, eight leads to the company mail are in flight at once, over a few kept-alive connections', async (t) => {
    const sink = await startSmtpSink({ delayMs: 400 });
    const sender = createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent', maxConnections: 8 });
    const queue = await startQueue(t, [mailDestination(sender, envelope)]);
    t.after(() => sink.close());
    const ids = await Promise.all(Array.from({ length: 40 }, () => queue.enqueue(enquiry)));
    const started = performance.now();
    queue.start();
    await until(() => sink.received.length === 40, 'all 40 leads at the relay', { timeoutMs: 30_000 });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `40 leads through a relay answering each after 400 ms: ${seconds.toFixed(1)} s, at most ${sink.peakInFlight()} at once, ${sink.connections()} connections`,
    );
    assert.equal(sink.peakInFlight(), 8, 'eight messages in the relay at once');
    assert.ok(sink.connections() <= 8, `pooled connections, not one a message (${sink.connections()} opened)`);
    assert.deepEqual(
      sink.received.map((mail) => mail.messageId).sort(),
      ids.map((id) => `<${id}@acme.example>`).sort(),
      'each lead exactly once',
    );
    await until(async () => (await queue.health()).depth === 0, 'the spool to empty');
    assert.equal((await queue.health()).destinations.mail?.drainPerMinute, 40, 'the drain rate counts them');
  });

  it('a webhook that hangs holds up only itself: the company mail goes on, each lead once', async (t) => {
    const sink = await startSmtpSink();
    const hanging = await hangingReceiver();
    // Hooks run in order: the hanging receiver lets go of its requests, the queue stops, the relay closes.
    t.after(() => hanging.close());
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const sender = createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent', maxConnections: 8 });
    const queue = await startQueue(t, [
      webhookDestination('crm', { url: hanging.url, secret }),
      mailDestination(sender, envelope),
    ]);
    t.after(() => sink.close());
    // The webhook is listed first, so its lane starts first and could take any shared slot.
    queue.start();
    await Promise.all(Array.from({ length: 30 }, () => queue.enqueue(enquiry)));
    queue.kick();
    await until(() => sink.received.length === 30, 'the company mail of all 30 leads', { timeoutMs: 9_000 });
    const open = hanging.open();
    console.log(`30 company mails delivered while the webhook held ${open} requests unanswered`);
    assert.equal(open, 8, 'the webhook, past its first answer, has eight attempts hanging at once');
    await until(async () => (await queue.health()).destinations.mail?.depth === 0, 'the mail settlements');
    const health = await queue.health();
    assert.equal(health.destinations['webhook:crm']?.depth, 29, 'the webhook still owes every lead but the first');
    assert.equal(new Set(sink.received.map((mail) => mail.messageId)).size, 30, 'each mail once');
  });
});
