// What the company's relay receives from the sender: the message nodemailer
// itself would send, byte for byte, though the sender builds it in one pass.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { composeMail } from '../../mail/delivery/compose.ts';
import type { QueuedMail } from '../../mail/delivery/lead-record.ts';
import { createMailSender, type MailSender } from '../../mail/delivery/mail-sender.ts';
import { pdf, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const envelope = { siteName: 'Veltrix', from: 'web@veltrix.example', to: 'sales@veltrix.example' };
const source = { source_page: 'https://www.partner.example/cloud?utm_source=newsletter' };

let sink: SmtpSink;
let sender: MailSender;
let plain: ReturnType<typeof createTransport>;
before(async () => {
  sink = await startSmtpSink();
  sender = createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent', maxConnections: 2 });
  plain = createTransport({ url: sink.url });
});
after(async () => {
  sender.close();
  plain.close();
  await sink.close();
});

let next = 0;
/** A lead of `form` as a queue hands it over, under an id of its own. */
const lead = (form: string, fields: Record<string, string>, file?: QueuedMail['file']): QueuedMail => ({
  id: `1764000000000-${String(next++).padStart(16, '0')}`,
  receivedAt: new Date('2026-11-24T10:00:00Z'),
  form,
  fields,
  source,
  ...(file && { file }),
});

/** A message's bytes as the relay got them, its random MIME boundaries named alike. */
async function relayed(send: () => Promise<unknown>): Promise<string> {
  const count = sink.raw.length;
  await send();
  assert.equal(sink.raw.length, count + 1);
  return sink.raw
    .at(-1)!
    .toString('latin1')
    .replace(/_NmP-[0-9a-f]+-Part_/g, '_NmP-boundary-Part_');
}

/** What the relay gets from the sender, and from a plain nodemailer transport sending the same message. */
async function bothWays(message: () => Mail.Options): Promise<{ ours: string; theirs: string }> {
  const ours = await relayed(() => sender.send(message(), 'lead'));
  const theirs = await relayed(() => plain.sendMail(message()));
  return { ours, theirs };
}

test('each form reaches the relay exactly as nodemailer alone would send it', async () => {
  for (const [form, fields] of Object.entries(validFields)) {
    const record = lead(form, fields);
    const { ours, theirs } = await bothWays(() => composeMail(record, envelope));
    assert.match(ours, /\r\nSubject: /, form);
    assert.equal(ours, theirs, form);
  }
});

test('a message of non-Latin letters, dots at line starts and long lines reaches the relay unchanged', async () => {
  const message = `.\n..two dots\nНам нужна CRM. 我们需要一个系统。 ${'é'.repeat(120)}\n${'x'.repeat(300)}   `;
  const record = lead('enquiry', { ...validFields.enquiry, message });
  const { ours, theirs } = await bothWays(() => composeMail(record, envelope));
  assert.equal(ours, theirs);
  const delivered = sink.received.at(-2)!;
  assert.equal(delivered.text?.includes('> ..two dots\n'), true, 'a dot-stuffed line arrives as typed');
});

test('a resume, read as a stream or held in memory, reaches the relay exactly as nodemailer alone would send it', async () => {
  const record = lead('careers', validFields.careers);
  const withResume = (content: () => Buffer | Readable) => () =>
    composeMail(
      { ...record, file: { filename: 'cv.pdf', contentType: 'application/pdf', content: content() } },
      envelope,
    );
  for (const content of [() => Readable.from([pdf]), () => pdf]) {
    const { ours, theirs } = await bothWays(withResume(content));
    assert.equal(ours, theirs);
    assert.ok(sink.received.at(-2)!.attachments[0]!.content.equals(pdf), 'the resume arrives byte for byte');
  }
});
