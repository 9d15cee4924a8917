import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { Delivery, type DeliveryOptions } from '../../mail/queue/deliver.ts';
import type { AcceptedMail } from '../../mail/delivery/lead-record.ts';
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender } from '../../mail/delivery/mail-sender.ts';
import { Spool } from '../../mail/queue/spool/spool.ts';
import { SpoolQueue } from '../../mail/queue/spool/spool-queue.ts';
import { stagedFile } from './staged-file.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { downPort } from '../support/down-port.ts';
import { until } from '../support/until.ts';

const envelope = { siteName: 'Acme Software', from: 'web@acme.example', to: 'sales@acme.example' };
const enquiry: AcceptedMail = {
  form: 'enquiry',
  fields: { fullName: 'Zoë', email: 'zoe@example.com', message: 'Hello' },
};

let dir: string;
let spool: Spool;
let logs: { level: string; msg: string }[];
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-deliver-'));
  spool = await new Spool(path.join(dir, 'spool')).open();
  logs = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

const record = (level: string) => (_obj: unknown, msg: string) => void logs.push({ level, msg });
const log = { info: record('info'), warn: record('warn'), error: record('error') } as unknown as DeliveryOptions['log'];

/** A started worker over the test spool, stopped after the test; fast retries unless overridden. */
function deliver(options: Partial<DeliveryOptions> & { smtpUrl?: string }): Delivery {
  const { smtpUrl, ...rest } = options;
  const delivery = new Delivery({
    spool,
    destinations: [mailDestination(createMailSender({ smtpUrl, outboxDir: path.join(dir, 'outbox') }), envelope)],
    retryWindowMs: 60_000,
    retry: { baseMs: 20, maxMs: 80 },
    log,
    ...rest,
  });
  delivery.start();
  cleanups.push(() => delivery.stop());
  return delivery;
}

async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  cleanups.push(() => started.close());
  return started;
}

/** The spool as a restart finds it: what an earlier run or version left in its folders. */
const reopened = () => new Spool(path.join(dir, 'spool')).open();

/** Nothing waits: no record and no batch in new/. */
const spoolIsEmpty = async () => (await readdir(path.join(dir, 'spool', 'new'))).length === 0;

test('a spooled enquiry reaches the company by SMTP, Reply-To the visitor, and leaves the spool', async () => {
  const relay = await sink();
  await spool.enqueue(enquiry);
  deliver({ smtpUrl: relay.url });
  await until(() => relay.received.length === 1, 'the enquiry to arrive');
  const [mail] = relay.received;
  assert.equal(mail?.replyTo?.value[0]?.address, 'zoe@example.com');
  assert.equal(mail?.from?.value[0]?.address, 'web@acme.example');
  assert.match(mail?.subject ?? '', /^Enquiry from a visitor: /);
  assert.match(mail?.text ?? '', /Hello/);
  await until(spoolIsEmpty, 'the spool to empty');
  assert.ok(logs.some((l) => l.level === 'info' && /delivered: accepted by 127\.0\.0\.1/.test(l.msg)));
});

test('a resume arrives as an attachment with its bytes intact', async () => {
  const relay = await sink();
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0xa7)]);
  await spool.enqueue({
    form: 'careers',
    fields: { email: 'zoe@example.com' },
    file: await stagedFile(spool.stagingDir, bytes, 'Zoë CV.pdf'),
  });
  deliver({ smtpUrl: relay.url });
  await until(() => relay.received.length === 1, 'the application to arrive');
  const [attachment] = relay.received[0]?.attachments ?? [];
  assert.equal(attachment?.filename, 'Zoë CV.pdf');
  assert.equal(attachment?.contentType, 'application/pdf');
  assert.deepEqual(attachment?.content, bytes);
});

test('while the SMTP server is down the message waits and is retried, then delivered once it is back', async (t) => {
  const down = await downPort(); // the relay is down: every connection is cut
  t.after(() => down.release().catch(() => undefined)); // released already when all went well
  const { port } = down;
  await spool.enqueue(enquiry);
  deliver({ smtpUrl: `smtp://127.0.0.1:${port}` });
  await until(() => logs.filter((l) => l.level === 'warn').length >= 3, 'three failed attempts');
  assert.deepEqual((await spool.list()).length, 1, 'still spooled while the relay is down');
  assert.match(logs.find((l) => l.level === 'warn')?.msg ?? '', /not delivered \(attempt 1\); retrying in/);

  await down.release();
  const relay = await sink({ port });
  await until(() => relay.received.length === 1, 'delivery once the relay is back');
  await until(spoolIsEmpty, 'the spool to empty');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(relay.received.length, 1, 'delivered exactly once');
});

test('while the relay is unreachable, one message is tried and the rest wait for its retry', async (t) => {
  const down = await downPort(); // the relay is down: every connection is cut
  t.after(() => down.release());
  const { port } = down;
  for (const fullName of ['Ada', 'Bob', 'Cy', 'Di', 'Ed'])
    await spool.enqueue({ ...enquiry, fields: { ...enquiry.fields, fullName } });
  deliver({ smtpUrl: `smtp://127.0.0.1:${port}`, retry: { baseMs: 2_000, maxMs: 2_000 } });
  const failures = () => logs.filter((l) => l.level === 'warn' && /not delivered/.test(l.msg));
  await until(() => failures().length > 0, 'a failed attempt');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(failures().length, 1, 'the other four were not tried against a relay known to be down');
  assert.equal((await spool.list()).length, 5);
});

test('no message is delivered twice, however often the worker is kicked or restarted', async () => {
  const relay = await sink();
  for (let i = 0; i < 5; i++)
    await spool.enqueue({ ...enquiry, fields: { ...enquiry.fields, message: `message ${i}` } });
  const first = deliver({ smtpUrl: relay.url });
  for (let i = 0; i < 20; i++) first.kick();
  for (let i = 5; i < 8; i++) {
    await spool.enqueue({ ...enquiry, fields: { ...enquiry.fields, message: `message ${i}` } });
    first.kick();
  }
  await until(() => relay.received.length >= 8, 'all eight to arrive');
  await until(spoolIsEmpty, 'the spool to empty');
  await first.stop();
  deliver({ smtpUrl: relay.url }).kick();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const ids = relay.received.map((mail) => mail.messageId);
  assert.equal(ids.length, 8);
  assert.equal(new Set(ids).size, 8);
});

test('mail spooled before a crash is delivered when the server starts again', async () => {
  const relay = await sink();
  await spool.enqueue(enquiry); // accepted by a process that then died before delivering
  await spool.enqueue(enquiry);
  deliver({ smtpUrl: relay.url, spool: await new Spool(spool.dir).open() });
  await until(() => relay.received.length === 2, 'both to arrive after the restart');
});

test('a message whose spool file cannot be removed after sending is not sent again', async () => {
  const relay = await sink();
  let refusals = 2;
  const stubborn = await new Spool(spool.dir).open();
  const remove = stubborn.remove.bind(stubborn);
  stubborn.remove = async (id) => {
    if (refusals-- > 0) throw Object.assign(new Error('EIO: disk trouble'), { code: 'EIO' });
    return remove(id);
  };
  await stubborn.enqueue(enquiry);
  const delivery = deliver({ smtpUrl: relay.url, spool: stubborn, pollMs: 20 });
  await until(spoolIsEmpty, 'the removal to succeed on a later pass');
  delivery.kick();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(relay.received.length, 1);
  assert.ok(
    logs.some((l) => l.level === 'error' && /was delivered but could not be recorded in the spool/.test(l.msg)),
  );
});

test('a message the relay keeps deferring (4xx) moves to failed/ after the retry window, with an error logged', async () => {
  const relay = await sink({ reject: 'Try again later', code: 451 });
  const id = await spool.enqueue(enquiry);
  deliver({ smtpUrl: relay.url, retryWindowMs: 300 });
  const errors = () => logs.filter((l) => l.level === 'error').map((l) => l.msg);
  // The move to failed/ and its log line are two steps: wait for both.
  await until(
    async () => (await spool.list('failed')).length === 1 && errors().length >= 2,
    'the message in failed/, logged',
  );
  assert.deepEqual(await spool.list('failed'), [id]);
  assert.deepEqual(await spool.list(), []);
  assert.match(errors()[0] ?? '', new RegExp(`mail ${id} undelivered since .*; given up`));
  assert.match(errors()[1] ?? '', new RegExp(`${id} given up for mail; moved to failed/`));
});

test('a message the relay refuses for good (550) moves to failed/ at once, and /healthz would show it', async () => {
  const relay = await sink({ reject: 'Mailbox unavailable' });
  const queue = new SpoolQueue(spool.dir, {
    destinations: [
      mailDestination(createMailSender({ smtpUrl: relay.url, outboxDir: path.join(dir, 'outbox') }), envelope),
    ],
    retryWindowMs: 48 * 60 * 60 * 1000,
    retry: { baseMs: 20, maxMs: 80 },
    log,
  });
  await queue.open();
  const id = await queue.enqueue(enquiry);
  const other = await queue.enqueue(enquiry);
  queue.start();
  cleanups.push(() => queue.stop());
  await until(
    async () => (await spool.list('failed')).length === 2 && (await queue.health()).depth === 0,
    'both refused messages in failed/, and gone from new/',
  );
  assert.deepEqual(await spool.list('failed'), [id, other].sort());
  assert.equal(logs.filter((l) => l.level === 'warn').length, 0, 'never retried');
  assert.match(
    logs.find((l) => l.level === 'error')?.msg ?? '',
    new RegExp(`mail ${id} refused for good: .*550 Mailbox unavailable; given up`),
  );
  const health = await queue.health();
  assert.equal(health.depth, 0);
  assert.equal(health.failed, 2);
  assert.match(health.lastError?.message ?? '', /Mailbox unavailable/);
});

test('a deferred message does not hold up the ones behind it', async () => {
  const refusing = await sink({ reject: 'Try again later', code: 451 });
  await spool.enqueue(enquiry);
  await spool.enqueue(enquiry);
  deliver({ smtpUrl: refusing.url });
  await until(() => logs.filter((l) => /attempt 1\)/.test(l.msg)).length === 2, 'both messages to be tried');
});

test('an unreadable file that cannot even be moved to failed/ is skipped, and the mail behind it is delivered', async () => {
  const relay = await sink();
  // Older than anything enqueued now, so the worker meets it first.
  await writeFile(path.join(dir, 'spool', 'new', '1700000000000-00000000000000aa.json'), '{"version":1,"rec');
  spool = await reopened();
  // failed/ turned into a plain file: every move into it throws ENOTDIR.
  await rm(path.join(dir, 'spool', 'failed'), { recursive: true });
  await writeFile(path.join(dir, 'spool', 'failed'), '');
  await spool.enqueue(enquiry);
  deliver({ smtpUrl: relay.url });
  await until(() => relay.received.length === 1, 'the valid enquiry to arrive past the bad file');
  await until(() => logs.some((l) => /could not be moved to failed\//.test(l.msg)), 'the failed move to be logged');
  assert.ok(
    !logs.some((l) => /00000000000000aa is unreadable; moved to failed\//.test(l.msg)),
    'the log never claims a move that did not happen',
  );
});

test('with no SMTP_URL each message is saved as an .eml file in the outbox and logged in one line', async () => {
  const id = await spool.enqueue(enquiry);
  deliver({});
  const outbox = path.join(dir, 'outbox');
  const saved = async () => (await readdir(outbox).catch((): string[] => [])).includes(`${id}.eml`);
  await until(saved, 'the .eml file');
  const mail = await simpleParser(await readFile(path.join(outbox, `${id}.eml`)));
  assert.equal(mail.replyTo?.value[0]?.address, 'zoe@example.com');
  assert.match(mail.text ?? '', /Hello/);
  await until(spoolIsEmpty, 'the spool to empty');
  const lines = logs.filter((l) => l.msg.includes(id));
  assert.equal(lines.length, 1);
  assert.match(lines[0]?.msg ?? '', /no SMTP_URL set, saved as .*\.eml/);
});

test('a record spooled before there were several destinations goes to the company mail alone, once', async () => {
  const relay = await sink();
  const id = `${Date.now()}-00000000000000ab`;
  const record = { version: 2, receivedAt: new Date().toISOString(), form: 'enquiry', fields: enquiry.fields };
  await writeFile(path.join(dir, 'spool', 'new', `${id}.json`), JSON.stringify(record));
  spool = await reopened();
  deliver({ smtpUrl: relay.url });
  await until(spoolIsEmpty, 'the old record to be delivered and removed');
  assert.deepEqual(
    relay.received.map((mail) => mail.messageId),
    [`<${id}@acme.example>`],
  );
});

test('while posts keep arriving a destination makes two attempts at once, then catches up with all eight', async () => {
  let inFlight = 0;
  let succeeded = 0;
  const widest = { busy: 0, quiet: 0 };
  // The spool's own sense of "posts are landing" (checked below) is timing; here the test holds it.
  let arriving = true;
  Object.defineProperty(spool, 'intakeBusy', { get: () => arriving });
  const destination = {
    name: 'mail',
    wants: () => true,
    async deliver() {
      inFlight++;
      const phase = arriving ? 'busy' : 'quiet';
      widest[phase] = Math.max(widest[phase], inFlight);
      // After the first success (a lane starts one at a time) each attempt holds until its phase's width
      // has been reached once, or a second has passed: on a loaded machine the reads before each attempt
      // are staggered, and a fixed hold could end one attempt before the last of the eight began. A lane
      // that never allows the width still reads below it.
      const target = phase === 'busy' ? 2 : 8;
      const deadline = Date.now() + 1000;
      await new Promise((resolve) => setTimeout(resolve, 30));
      while (succeeded > 0 && widest[phase] < target && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      succeeded++;
      inFlight--;
      return 'taken';
    },
  };
  for (let i = 0; i < 60; i++) await spool.enqueue(enquiry);
  deliver({ destinations: [destination], concurrency: 8 });
  await until(() => widest.busy > 0, 'deliveries under way');
  await new Promise((resolve) => setTimeout(resolve, 300));
  arriving = false;
  await until(spoolIsEmpty, 'the spool to empty');
  assert.equal(widest.busy, 2, 'two at once while posts arrived');
  assert.equal(widest.quiet, 8, 'all eight at once once intake is quiet');
});

test('intake counts as busy while a batch commits and for a moment after, then quiet', async () => {
  await spool.enqueue(enquiry);
  assert.equal(spool.intakeBusy, true, 'right after a commit');
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(spool.intakeBusy, false, 'quiet 150 ms later');
  const pending = spool.enqueue(enquiry);
  assert.equal(spool.intakeBusy, true, 'while a batch is being committed');
  await pending;
});
