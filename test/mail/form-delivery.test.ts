// Each form's mail reaches a real SMTP server on loopback, read back with mailparser.
import { consentCopy } from '../../src/content/consent.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formData, pdf, post, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';

let sink: SmtpSink;
let server: FormServer;
before(async () => {
  sink = await startSmtpSink();
  server = await startFormServer({ SMTP_URL: sink.url, MAIL_TO: 'inbox@veltrix.test', MAIL_FROM: 'web@veltrix.test' });
});
after(async () => {
  await server.close();
  await sink.close();
});

/** Posts a form and waits for the mail whose Message-ID carries the accepted id. */
async function sendAndReceive(path: string, body: FormData) {
  const res = await post(`${server.url}${path}`, body);
  assert.equal(res.status, 202, await res.clone().text());
  const { id } = (await res.json()) as { id: string };
  await until(() => sink.received.some((m) => m.messageId?.includes(id)), `mail ${id}`);
  return sink.received.find((m) => m.messageId?.includes(id))!;
}

describe('each form reaches the company by e-mail', () => {
  it('an enquiry arrives with every field, its subject naming the sender and service and Reply-To the visitor', async () => {
    const mail = await sendAndReceive('/mail/enquiry', formData(validFields.enquiry));
    assert.equal(mail.subject, 'Enquiry from José Álvarez: Cloud Infrastructure');
    assert.equal(mail.replyTo?.value[0]?.address, 'jose@example.com');
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '', 'inbox@veltrix.test');
    const { project, ...typed } = validFields.enquiry;
    for (const value of Object.values(typed))
      assert.ok(mail.text?.includes(value.split('\n')[0]!), `text has ${value}`);
    assert.ok(mail.text?.includes('Cloud Infrastructure') && !mail.text.includes(project), 'the service by its label');
    assert.ok(mail.html && mail.html.includes('José Álvarez'));
  });

  it('a careers post arrives with the resume attached under its own name and real type', async () => {
    const mail = await sendAndReceive(
      '/mail/careers',
      formData(validFields.careers, { name: 'Zoë resume.pdf', bytes: pdf, type: 'text/plain' }),
    );
    assert.equal(mail.subject, 'Job application from Zoë Łukasz');
    assert.equal(mail.replyTo?.value[0]?.address, 'zoe@example.com');
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0]!.contentType, 'application/pdf');
    assert.ok(mail.attachments[0]!.content.equals(pdf), 'the attachment is the uploaded file, byte for byte');
    assert.match(mail.attachments[0]!.filename ?? '', /resume\.pdf$/);
    // The server's own line: which consent wording the applicant agreed to, and when it reached us.
    const consent = /^Consent: agreed to the privacy wording (\S+) on (.+)\.$/m.exec(mail.text ?? '');
    assert.equal(consent?.[1], consentCopy.careers.version);
    assert.ok(
      Math.abs(Date.parse(consent[2]!) - Date.now()) < 5 * 60_000,
      `consent time ${consent[2]} is when it arrived`,
    );
    assert.ok(String(mail.html).includes(`privacy wording ${consentCopy.careers.version}`));
  });

  it('the old careers-mail-validation.php address still delivers a resume', async () => {
    const mail = await sendAndReceive(
      '/mail/careers-mail-validation.php',
      formData(validFields.careers, { name: 'cv.pdf', bytes: pdf }),
    );
    assert.match(mail.subject ?? '', /^Job application from /);
    assert.equal(mail.attachments.length, 1);
  });

  it('a contact message arrives with its chosen subject in the subject line and the body', async () => {
    const mail = await sendAndReceive('/mail/contact', formData(validFields.contact));
    assert.equal(mail.subject, 'Message from Łukasz Nowak: Partnership');
    assert.ok(mail.text?.includes('Partnership'));
    assert.equal(mail.replyTo?.value[0]?.address, 'lukasz@example.com');
  });

  it('a blog comment arrives for moderation naming the post', async () => {
    const mail = await sendAndReceive('/mail/comment', formData(validFields.comment));
    assert.match(mail.subject ?? '', /^Comment from Priya Raman on /);
    assert.ok(mail.text?.includes('cloud-costs'));
    assert.ok(mail.text?.includes('Great write-up on cloud costs.'));
  });

  it('a urlencoded post is accepted like a multipart one, and unknown fields are dropped', async () => {
    const mail = await sendAndReceive(
      '/mail/contact',
      new URLSearchParams({ ...validFields.contact, is_admin: 'yes please' }) as never,
    );
    assert.ok(!mail.text?.includes('yes please'), 'the unknown field is not in the mail');
  });

  it('HTML in a message is escaped in the HTML part', async () => {
    const mail = await sendAndReceive(
      '/mail/enquiry',
      formData({ ...validFields.enquiry, message: '<script>alert(1)</script>' }),
    );
    assert.ok(!String(mail.html).includes('<script>'));
    assert.ok(String(mail.html).includes('&lt;script&gt;'));
  });
});
