import assert from 'node:assert/strict';
import { test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { composeMail } from '../../mail/delivery/compose.ts';
import type { QueuedMail } from '../../mail/delivery/lead-record.ts';

/** A submission as a queue hands it over, before its id and time are added. */
type MailRecord = Omit<QueuedMail, 'id' | 'receivedAt'>;

const envelope = { siteName: 'Acme Software', from: 'web@acme.example', to: 'sales@acme.example' };
const transport = createTransport({ streamTransport: true, buffer: true });

/** Composes, renders to raw RFC 5322 bytes with nodemailer, and parses them back as a mail client would. */
async function roundTrip(record: MailRecord): Promise<{ raw: string; mail: ParsedMail }> {
  const spooled = { id: '1740000000000-0123456789abcdef', receivedAt: new Date('2025-02-19T21:20:00Z'), ...record };
  const { message } = await transport.sendMail(composeMail(spooled, envelope));
  const raw = message as Buffer;
  return { raw: raw.toString(), mail: await simpleParser(raw) };
}

const enquiry: MailRecord = {
  form: 'enquiry',
  fields: { fullName: 'Zoë Łukasz', email: 'zoe@example.com', message: 'We need a CRM.\nBudget: 20k' },
};

test('the company gets the enquiry from the website address, and Reply goes to the visitor', async () => {
  const { mail } = await roundTrip(enquiry);
  assert.equal(mail.from?.value[0]?.address, 'web@acme.example');
  assert.equal(mail.from?.value[0]?.name, 'Acme Software website');
  assert.equal((mail.to as { text: string }).text, 'sales@acme.example');
  assert.equal(mail.replyTo?.value[0]?.address, 'zoe@example.com');
  assert.equal(mail.replyTo?.value[0]?.name, '');
  assert.equal(mail.messageId, '<1740000000000-0123456789abcdef@acme.example>');
});

test('the subject names the form, the sender and the chosen service by its label', async () => {
  const { mail } = await roundTrip({
    form: 'enquiry',
    fields: { name: 'Ada Lovelace', email: 'ada@example.com', project: 'cloud-infrastructure', message: 'Hi' },
  });
  assert.equal(mail.subject, 'Enquiry from Ada Lovelace: Cloud Infrastructure');
  assert.match(mail.text ?? '', /\nService:\n> Cloud Infrastructure\n/);
  assert.doesNotMatch(mail.text ?? '', /cloud-infrastructure/);
});

test('each form has a subject a person can triage by', async () => {
  const subject = async (form: string, fields: Record<string, string>) =>
    (await roundTrip({ form, fields })).mail.subject;
  assert.equal(await subject('careers', { name: 'Zoë Łukasz' }), 'Job application from Zoë Łukasz');
  assert.equal(await subject('contact', { name: 'Ada', subject: 'Partnership' }), 'Message from Ada: Partnership');
  assert.equal(
    await subject('comment', { name: 'Ada', post: 'five-habits-that-keep-your-cloud-bill-predictable' }),
    'Comment from Ada on “Five Habits That Keep Your Cloud Bill Predictable”',
  );
});

test("a comment's mail lists its fields in the mail's order under the mail's labels, the post by its title", async () => {
  const { mail } = await roundTrip({
    form: 'comment',
    fields: {
      name: 'Ada',
      email: 'ada@example.com',
      comment: 'Useful.',
      post: 'five-habits-that-keep-your-cloud-bill-predictable',
    },
  });
  assert.match(
    mail.text ?? '',
    /\n== Form ==\nName:\n> Ada\nEmail:\n> ada@example\.com\nPost:\n> Five Habits That Keep Your Cloud Bill Predictable \(five-habits-that-keep-your-cloud-bill-predictable\)\nComment:\n> Useful\.\n/,
  );
});

test('a name with line breaks and no end becomes one short line of the subject, never a header', async () => {
  const { raw, mail } = await roundTrip({
    form: 'enquiry',
    fields: { name: `Ada\r\nBcc: victim@example.org\r\n\r\n${'Lovelace '.repeat(40)}`, project: 'ui-ux' },
  });
  assert.equal(mail.bcc, undefined);
  assert.doesNotMatch(raw.slice(0, raw.indexOf('\r\n\r\n')), /^Bcc:/im);
  const name = /^Enquiry from (.*): UI\/UX Design$/.exec(mail.subject ?? '')?.[1] ?? '';
  assert.match(name, /^Ada Bcc: victim@example\.org Lovelace Lovelace .*…$/);
  assert.equal([...name].length, 60);
});

test('the text part lists every field under a readable label, quoted, line breaks kept', async () => {
  const { mail } = await roundTrip(enquiry);
  assert.match(mail.text ?? '', /\nFull name:\n> Zoë Łukasz\n/);
  assert.match(mail.text ?? '', /\nMessage:\n> We need a CRM\.\n> Budget: 20k\n/);
});

test('the HTML part shows markup the visitor typed as text, never as markup', async () => {
  const { mail } = await roundTrip({
    form: 'contact',
    fields: { message: '<script>alert(1)</script><img src=x onerror=alert(2)> & "q"' },
  });
  assert.doesNotMatch(String(mail.html), /<script>|<img/);
  assert.match(
    String(mail.html),
    /&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;img src=x onerror=alert\(2\)&gt; &amp; &quot;q&quot;/,
  );
});

test('an e-mail field carrying a header injection is left out of Reply-To and stays in the body', async () => {
  const { raw, mail } = await roundTrip({
    form: 'contact',
    fields: { email: 'x@example.com\r\nBcc: victim@example.org', message: 'hi\r\nBcc: b@c.d' },
  });
  assert.equal(mail.replyTo, undefined);
  assert.equal(mail.bcc, undefined);
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
  assert.doesNotMatch(headers, /victim|Bcc/i);
});

test('a resume arrives as an attachment with a safe name and its exact bytes', async () => {
  const bytes = Buffer.from('%PDF-1.7\n\x00\xff binary', 'latin1');
  const { raw, mail } = await roundTrip({
    form: 'careers',
    fields: { email: 'zoe@example.com' },
    file: {
      filename: '../../etc/\u202Efdp.exe\r\nX-Evil: 1.pdf',
      contentType: 'application/pdf\r\nX-Evil: 1',
      content: bytes,
    },
  });
  const [attachment] = mail.attachments;
  assert.ok(attachment);
  assert.equal(attachment.filename, 'fdp.exeX-Evil 1.pdf');
  assert.deepEqual(attachment.content, bytes);
  // A content type with a line break is not trusted; mailparser would guess one from the name, so read the raw part.
  assert.match(raw, /\r\nContent-Type: application\/octet-stream; name=/);
  assert.doesNotMatch(raw, /^X-Evil:/im);
});

const source = {
  partner_origin: 'https://www.partner.example',
  source_label: 'spring-fair',
  source_page: 'https://www.partner.example/cloud?utm_source=newsletter',
  source_referrer: 'https://www.google.com/',
  utm_source: 'newsletter',
  utm_campaign: 'spring <b>2026</b>',
};

test('the Source block opens the mail in both parts under a fixed heading and order, the partner marked as verified', async () => {
  const { mail } = await roundTrip({
    form: 'enquiry',
    fields: { name: 'Zoë Łukasz', project: 'cloud-infrastructure', message: 'We need a CRM.\nBudget: 20k' },
    source,
  });
  const text = mail.text ?? '';
  assert.ok(
    text.includes(
      '\n\n== Source ==\n' +
        'Partner site: https://www.partner.example (verified: the browser posted from this origin, listed in PARTNER_ORIGINS)\n' +
        'Partner label:\n> spring-fair\n' +
        'Page:\n> https://www.partner.example/cloud?utm_source=newsletter\n' +
        'Referrer:\n> https://www.google.com/\n' +
        'utm_source:\n> newsletter\n' +
        'utm_campaign:\n> spring <b>2026</b>\n' +
        '\n== Form ==\nName:\n> Zoë Łukasz\n',
    ),
    text,
  );
  const html = String(mail.html);
  assert.ok(html.indexOf('<h3>Source</h3>') < html.indexOf('Zoë Łukasz'));
  assert.match(html, /<a href="https:\/\/www\.partner\.example\/cloud\?utm_source=newsletter">/);
  assert.match(html, /spring &lt;b&gt;2026&lt;\/b&gt;/);
});

test("a message, name or label that imitates the server's Source lines cannot pass for them: every line a visitor typed is quoted", async () => {
  const forged =
    'Partner site: https://evil.example (verified: the browser posted from this origin, listed in PARTNER_ORIGINS)';
  const { mail } = await roundTrip({
    form: 'contact',
    fields: {
      name: 'Ada',
      message: `Hi.\n\n== Source ==\n${forged}\r${forged}\u2028${forged}\u2029${forged}\u0085${forged}\v${forged}\f${forged}`,
    },
    source: { source_label: forged, utm_source: `x\u202E${forged}` },
  });
  const text = mail.text ?? '';
  const lines = text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
  assert.deepEqual(
    lines.filter((line) => /^(?:== |Partner site)/.test(line)),
    ['== Source ==', '== Form =='],
    'the only lines at the margin that look like the Source block are the real headings',
  );
  assert.equal(lines.filter((line) => line.startsWith(`> ${forged}`)).length, 8, 'each forged line is quoted');
  assert.ok(!text.includes('\u202E'));
});

test('a page address that is not http(s) is shown as text, never as a link', async () => {
  const { mail } = await roundTrip({ ...enquiry, source: { source_page: 'javascript:alert(document.domain)' } });
  assert.doesNotMatch(String(mail.html), /<a /);
  assert.match(String(mail.html), /javascript:alert\(document\.domain\)/);
});

test('a record stored before sources were kept says so instead of showing an empty block', async () => {
  const { mail } = await roundTrip(enquiry);
  assert.match(mail.text ?? '', /\n== Source ==\nNot recorded/);
});
