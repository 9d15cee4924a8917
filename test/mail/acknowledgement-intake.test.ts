// Only an accepted post is acknowledged, once an hour per address: the whole
// server (form routes, the spool, its delivery to every destination) and a real
// SMTP server on loopback. A post the honeypot, the rate limit or validation
// refuses never reaches the queue, so it gets no mail; to be sure none is merely
// late, each case waits for the acknowledgement of an accepted post sent after it.
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { until } from '../support/until.ts';
import { formData, pdf, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';

let sink: SmtpSink;
before(async () => {
  sink = await startSmtpSink();
});
after(() => sink.close());

/** The server with the spool, delivering to the sink, MAIL_TO `to` (one per test, as the sink is shared), MAIL_FROM web@…. */
async function startIntake(t: TestContext, to: string, ratePerMinute = 20) {
  const server = await startFormServer({
    SMTP_URL: sink.url,
    ACKNOWLEDGE_FORMS: 'enquiry,careers,contact',
    MAIL_TO: to,
    MAIL_FROM: 'web@veltrix.test',
    MAIL_RATE_PER_MINUTE: String(ratePerMinute),
  });
  t.after(() => server.close());
  return server;
}

const addressOf = (field: unknown) =>
  field && !Array.isArray(field) ? (field as { value: { address?: string }[] }).value[0]?.address : undefined;

/** The mails the sink took for this address. */
const mailTo = (address: string) => sink.received.filter((mail) => addressOf(mail.to) === address);

/** Waits for `count` acknowledgements to `address`. */
const acknowledged = (address: string, count = 1) =>
  until(() => mailTo(address), `${count} acknowledgement(s) to ${address}`, {
    accept: (mails) => mails.length >= count,
  });

/** Posts an accepted enquiry from `address` and waits for its acknowledgement: whatever was sent before it has arrived. */
async function control(url: string, address: string) {
  assert.equal(
    (await postVerified(`${url}/mail/enquiry`, formData({ ...validFields.enquiry, email: address }))).status,
    202,
  );
  await acknowledged(address);
}

describe('only an accepted post is acknowledged', () => {
  it('an accepted enquiry and application are acknowledged from MAIL_FROM, Reply-To MAIL_TO, echoing nothing', async (t) => {
    const { url } = await startIntake(t, 'sales@veltrix.test');
    const message = 'Our warehouse scanners drop offline every afternoon; please call before Friday.';
    const enquiry = { ...validFields.enquiry, email: 'accepted@example.com', message };
    assert.equal((await postVerified(`${url}/mail/enquiry`, formData(enquiry))).status, 202);
    const [ack] = await acknowledged('accepted@example.com');
    assert.equal(addressOf(ack?.from), 'web@veltrix.test');
    assert.equal(addressOf(ack?.replyTo), 'sales@veltrix.test');
    assert.equal(ack?.headers.get('auto-submitted'), 'auto-replied');
    assert.ok(!ack?.text?.includes('warehouse') && !String(ack?.html).includes('warehouse'), 'no echo of the message');
    assert.ok(!ack?.text?.includes(enquiry.name), 'not even the name');

    const careers = { ...validFields.careers, email: 'applicant@example.com' };
    const res = await postVerified(`${url}/mail/careers`, formData(careers, { name: 'cv.pdf', bytes: pdf }));
    assert.equal(res.status, 202);
    const [application] = await acknowledged('applicant@example.com');
    assert.equal(application?.attachments.length, 0, 'the resume is not sent back');
    // The company mail arrives as before, with the resume.
    const company = await until(() => mailTo('sales@veltrix.test'), 'two company mails', {
      accept: (mails) => mails.length >= 2,
    });
    assert.ok(company.some((mail) => mail.attachments.length === 1));
  });

  it('a second post from the same address within the hour is delivered to the company but not acknowledged again', async (t) => {
    const { url } = await startIntake(t, 'hello@veltrix.test');
    const fields = { ...validFields.contact, email: 'twice@example.com' };
    for (let i = 0; i < 2; i++) assert.equal((await postVerified(`${url}/mail/contact`, formData(fields))).status, 202);
    await until(() => mailTo('hello@veltrix.test'), 'both company mails', { accept: (mails) => mails.length >= 2 });
    await control(url, 'after-twice@example.com');
    assert.equal(mailTo('twice@example.com').length, 1);
  });

  it('a post with the honeypot filled is answered 202, stored nowhere and acknowledged never', async (t) => {
    const server = await startIntake(t, 'bots@veltrix.test');
    const { url } = server;
    const bot = { ...validFields.enquiry, email: 'victim@example.com', website: 'http://spam.example' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(bot))).status, 202);
    assert.deepEqual(await server.spooled(), []);
    await control(url, 'after-bot@example.com');
    assert.deepEqual(mailTo('victim@example.com'), []);
  });

  it('a post that fails validation gets 400 and no acknowledgement', async (t) => {
    const { url } = await startIntake(t, 'checks@veltrix.test');
    const invalid = { ...validFields.contact, email: 'invalid-post@example.com', subject: 'Free money' };
    assert.equal((await post(`${url}/mail/contact`, formData(invalid))).status, 400);
    await control(url, 'after-invalid@example.com');
    assert.deepEqual(mailTo('invalid-post@example.com'), []);
  });

  it('a post over the rate limit gets 429 and no acknowledgement', async (t) => {
    const { url } = await startIntake(t, 'limits@veltrix.test', 1);
    const first = { ...validFields.enquiry, email: 'first@example.com' };
    assert.equal((await postVerified(`${url}/mail/enquiry`, formData(first))).status, 202);
    const flood = { ...validFields.enquiry, email: 'flooded@example.com' };
    assert.equal((await post(`${url}/mail/enquiry`, formData(flood))).status, 429);
    await acknowledged('first@example.com');
    await until(() => mailTo('limits@veltrix.test'), 'the company mail', { accept: (mails) => mails.length >= 1 });
    assert.deepEqual(mailTo('flooded@example.com'), []);
  });
});
