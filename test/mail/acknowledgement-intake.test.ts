// Only an accepted post is acknowledged: the form endpoints in front of a queue
// that hands each record to the acknowledgement destination at once, as the
// queues do, and a real SMTP server on loopback. A post the honeypot, the rate
// limit or validation refuses never reaches the queue, so it gets no mail.
import assert from 'node:assert/strict';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import Fastify from 'fastify';
import { acknowledgementDestination } from '../../mail/acknowledgement.ts';
import type { Destination } from '../../mail/destination.ts';
import { formRoutes } from '../../mail/form-routes.ts';
import { newMailId } from '../../mail/mail-id.ts';
import type { AcceptedMail, MailQueue } from '../../mail/mail-queue.ts';
import { createMailSender, type MailSender } from '../../mail/mail-sender.ts';
import { MemoryAcknowledgementLedger } from '../../mail/memory-acknowledgement-ledger.ts';
import { formData, pdf, post, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

let sink: SmtpSink;
let sender: MailSender;
before(async () => {
  sink = await startSmtpSink();
  sender = createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent' });
});
after(async () => {
  sender.close();
  await sink.close();
});

/** A queue that keeps each record in memory and delivers it to the destination before answering. */
function deliveringQueue(stagingDir: string, destination: Destination) {
  const records: AcceptedMail[] = [];
  const queue: MailQueue = {
    stagingDir,
    open: async () => undefined,
    start: () => undefined,
    kick: () => undefined,
    stop: async () => undefined,
    health: async () => ({ kind: 'spool', depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null }),
    async enqueue(mail, receivedAt = new Date()) {
      const id = newMailId(receivedAt);
      records.push(mail);
      if (mail.file) await unlink(mail.file.path);
      if (destination.wants(mail)) await destination.deliver({ id, receivedAt, form: mail.form, fields: mail.fields });
      return id;
    },
  };
  return { queue, records };
}

/** The form endpoints on a free port, with the acknowledgement of every form. */
async function startIntake(t: TestContext, ratePerMinute = 20) {
  const stagingDir = await mkdtemp(path.join(tmpdir(), 'ack-intake-'));
  const ledger = new MemoryAcknowledgementLedger();
  const envelope = { siteName: 'Veltrix Technologies', from: 'web@veltrix.test', to: 'sales@veltrix.test' };
  const destination = acknowledgementDestination({
    forms: ['enquiry', 'careers', 'contact'],
    sender,
    envelope,
    ledger,
  });
  const { queue, records } = deliveringQueue(stagingDir, destination);
  const app = Fastify({ logger: false });
  app.register(formRoutes, {
    prefix: '/mail',
    queue,
    partnerOrigins: [],
    ratePerMinute,
    refusedPerMinute: 30,
    maxInflight: 8,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.after(async () => {
    await app.close();
    await rm(stagingDir, { recursive: true, force: true });
  });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, records };
}

/** The acknowledgements the sink took for this address. */
const acknowledgementsTo = (address: string) =>
  sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

describe('only an accepted post is acknowledged', () => {
  it('an accepted enquiry and application are acknowledged, the resume not attached', async (t) => {
    const { url } = await startIntake(t);
    const enquiry = { ...validFields.enquiry, email: 'accepted@example.com' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(enquiry))).status, 202);
    assert.equal(acknowledgementsTo('accepted@example.com').length, 1);
    const careers = { ...validFields.careers, email: 'applicant@example.com' };
    const res = await post(`${url}/mail/careers`, formData(careers, { name: 'cv.pdf', bytes: pdf }));
    assert.equal(res.status, 202);
    assert.equal(acknowledgementsTo('applicant@example.com')[0]?.attachments.length, 0);
  });

  it('a post with the honeypot filled is answered 202, stored nowhere and acknowledged never', async (t) => {
    const { url, records } = await startIntake(t);
    const bot = { ...validFields.enquiry, email: 'victim@example.com', website: 'http://spam.example' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(bot))).status, 202);
    assert.deepEqual(records, []);
    assert.deepEqual(acknowledgementsTo('victim@example.com'), []);
  });

  it('a post that fails validation gets 400 and no acknowledgement', async (t) => {
    const { url, records } = await startIntake(t);
    const invalid = { ...validFields.contact, email: 'invalid-post@example.com', subject: 'Free money' };
    assert.equal((await post(`${url}/mail/contact`, formData(invalid))).status, 400);
    assert.deepEqual(records, []);
    assert.deepEqual(acknowledgementsTo('invalid-post@example.com'), []);
  });

  it('a post over the rate limit gets 429 and no acknowledgement', async (t) => {
    const { url, records } = await startIntake(t, 1);
    const first = { ...validFields.enquiry, email: 'first@example.com' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(first))).status, 202);
    const flood = { ...validFields.enquiry, email: 'flooded@example.com' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(flood))).status, 429);
    assert.equal(records.length, 1);
    assert.equal(acknowledgementsTo('first@example.com').length, 1);
    assert.deepEqual(acknowledgementsTo('flooded@example.com'), []);
  });
});
