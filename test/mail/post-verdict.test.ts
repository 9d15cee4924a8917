// Telling people from bots on the whole server: a post whose browser solved the
// form's challenge reaches every destination; one without a solution reaches the
// company mail alone, marked Unverified; a forged, misdirected, expired or
// replayed solution is refused. A real SMTP sink, a real webhook receiver (and a
// second one standing in for Slack), the local spool.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { issueChallenge } from '../../mail/posts/issue-challenge.ts';
import { serverMessages } from '../../src/content/messages.ts';
import { until } from '../support/until.ts';
import { formData, post, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { postVerified, solvedChallenge, solvedPayload } from './solve-challenge.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const refusals = serverMessages.challenge;

let sink: SmtpSink;
let webhook: WebhookReceiver;
let slack: WebhookReceiver;
let server: FormServer;
before(async () => {
  sink = await startSmtpSink();
  webhook = await startWebhookReceiver(secret);
  slack = await startWebhookReceiver(secret);
  server = await startFormServer({
    SMTP_URL: sink.url,
    MAIL_TO: 'inbox@veltrix.test',
    WEBHOOK_URL: webhook.url,
    WEBHOOK_SECRET: secret,
    SLACK_WEBHOOK_URL: slack.url,
    ACKNOWLEDGE_FORMS: 'enquiry,contact',
    MAIL_RATE_PER_MINUTE: '100',
    MAIL_REFUSED_PER_MINUTE: '100',
  });
});
after(async () => {
  await server.close();
  await Promise.all([sink.close(), webhook.close(), slack.close()]);
});

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
/** The company mail of the accepted post `id`. */
const companyMail = async (id: string): Promise<ParsedMail> =>
  await until(
    () => sink.received.find((mail) => mail.messageId?.includes(id) && to(mail) === 'inbox@veltrix.test')!,
    `mail ${id}`,
  );
const acknowledgementsTo = (address: string) => sink.received.filter((mail) => to(mail) === address);
const hooksFor = (receiver: WebhookReceiver, email: string) =>
  receiver.received.filter((hook) => hook.body.includes(email));

/** The id of an accepted post (202). */
async function accepted(res: Response): Promise<string> {
  assert.equal(res.status, 202, await res.clone().text());
  return ((await res.json()) as { id: string }).id;
}

/** A verified contact from `email`, waited for at every destination: what was posted before it has been delivered too. */
async function control(email: string) {
  await accepted(await postVerified(`${server.url}/mail/contact`, formData({ ...validFields.contact, email })));
  await until(
    () => acknowledgementsTo(email).length === 1 && hooksFor(webhook, email).length === 1,
    `control ${email}`,
  );
  await until(() => hooksFor(slack, validFields.contact.name).length > 0, 'slack control');
}

describe('a post whose browser solved the challenge', () => {
  it('is verified: it reaches the company mail, the webhook, Slack and the sender', async () => {
    const email = 'solved@example.com';
    const id = await accepted(
      await postVerified(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, email })),
    );
    const mail = await companyMail(id);
    assert.doesNotMatch(mail.text ?? '', /Unverified|Suspected spam/);
    await until(() => acknowledgementsTo(email).length === 1, 'the acknowledgement');
    const [hook] = await until(() => hooksFor(webhook, email), 'the webhook', {
      accept: (hooks) => hooks.length === 1,
    });
    assert.deepEqual((hook!.payload as { data: { verdict: unknown } }).data.verdict, {
      verified: true,
      suspectedSpam: [],
    });
    await until(() => slack.received.some((hook) => hook.body.includes(validFields.enquiry.name)), 'the Slack message');
  });

  it('sent as a plain urlencoded post (no fetch), is verified and lands on the thank-you page', async () => {
    const email = 'plain@example.com';
    const body = new URLSearchParams({ ...validFields.contact, email });
    body.append('altcha', await solvedChallenge(server.url, 'contact'));
    const res = await post(`${server.url}/mail/contact`, body, { accept: 'text/html' });
    assert.equal(res.status, 303);
    await until(() => acknowledgementsTo(email).length === 1, 'the acknowledgement');
  });
});

describe('a post without a solution (JavaScript off, or a bot)', () => {
  it('is accepted but reaches the company mail alone, marked Unverified at the top of its Source block', async () => {
    const email = 'nojs@example.com';
    const id = await accepted(await post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, email })));
    const mail = await companyMail(id);
    const source = (mail.text ?? '').split('== Source ==\n')[1] ?? '';
    assert.match(source, /^Unverified: the sender's browser did not solve the form's check/);
    assert.match(String(mail.html), /<h3>Source<\/h3><p><strong>Unverified:/);
    await control('control-a@example.com');
    assert.equal(acknowledgementsTo(email).length, 0, 'no acknowledgement');
    assert.equal(hooksFor(webhook, email).length, 0, 'no webhook');
    assert.equal(
      slack.received.filter((hook) => hook.body.includes(validFields.enquiry.name) && hook.body.includes(id)).length,
      0,
      'no Slack message',
    );
  });
});

describe('a post that looks like spam', () => {
  it('is suspected even when solved: company mail alone, with the reasons listed', async () => {
    const email = 'spammy@example.com';
    const pitch =
      'Buy <a href="https://pills.example">pills</a> at https://a.example, https://b.example, www.c.example';
    const id = await accepted(
      await postVerified(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, email, message: pitch })),
    );
    const mail = await companyMail(id);
    assert.match(mail.text ?? '', /== Source ==\nSuspected spam: 4 links, markup in Message\. Sent to this inbox only/);
    assert.doesNotMatch(mail.text ?? '', /Unverified/, 'it was verified; only its content is suspect');
    await control('control-b@example.com');
    assert.equal(acknowledgementsTo(email).length, 0);
    assert.equal(hooksFor(webhook, email).length, 0);
  });

  it('a link in the name never gets that far: the form refuses such a name', async () => {
    const name = 'Cheap pills https://pills.example';
    const res = await postVerified(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, name }));
    assert.equal(res.status, 400);
    assert.ok(((await res.json()) as { errors: Record<string, string> }).errors.name);
  });
});

describe('a solution that does not hold', () => {
  /** Posts a contact with `altcha` set, as fetch and as a plain post; both must be refused with `message`, keeping nothing. */
  async function refused(altcha: string, message: string) {
    const before = (await server.spooled()).length;
    const res = await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, altcha }));
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { message: string }).message, message);
    const page = await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, altcha }), {
      accept: 'text/html',
    });
    assert.equal(page.status, 400);
    assert.match(await page.text(), new RegExp(`<h1>${message.replaceAll("'", '&#39;').replace(/[.]/g, '\\.')}</h1>`));
    assert.equal((await server.spooled()).length, before, 'nothing kept');
  }

  it('a forged one is refused with 400: tampered, signed with another key, or not a solution at all', async () => {
    const tampered = JSON.parse(Buffer.from(await solvedChallenge(server.url, 'contact'), 'base64').toString()) as {
      challenge: { parameters: { expiresAt: number } };
    };
    tampered.challenge.parameters.expiresAt += 3600;
    await refused(Buffer.from(JSON.stringify(tampered)).toString('base64'), refusals.forged);
    const otherKey = await solvedPayload(await issueChallenge('contact', 'a-key-that-is-not-the-servers-0123456789'));
    await refused(otherKey, refusals.forged);
    await refused('bm90IGpzb24=', refusals.forged);
  });

  it('one solved for another form is refused', async () => {
    await refused(await solvedChallenge(server.url, 'careers'), refusals.forged);
  });

  it('an expired one is refused', async () => {
    const key = (await readFile(path.join(server.dataDir, 'altcha-hmac-key'), 'utf8')).trim();
    const old = await issueChallenge('contact', key, new Date(Date.now() - 11 * 60_000));
    await refused(await solvedPayload(old), refusals.expired);
  });

  it('a replayed one is refused: the first post is accepted, the same solution again is not', async () => {
    const altcha = await solvedChallenge(server.url, 'contact');
    await accepted(await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, altcha })));
    await refused(altcha, refusals.used);
  });

  it('one sent with a post refused for a field error is still good for the corrected post', async () => {
    const altcha = await solvedChallenge(server.url, 'contact');
    const wrong = await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, email: 'nope', altcha }));
    assert.equal(wrong.status, 400);
    await accepted(await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, altcha })));
  });
});
