import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { composeAcknowledgement } from '../../mail/delivery/acknowledgement/acknowledgement-mail.ts';
import { composeMail } from '../../mail/delivery/compose.ts';
import type { QueuedMail } from '../../mail/delivery/lead-record.ts';
import { renderMessage } from '../../mail/delivery/render-message.ts';
import { pdf, validFields } from './form-post.ts';

const envelope = { siteName: 'Veltrix', from: 'web@veltrix.example', to: 'sales@veltrix.example' };
const receivedAt = new Date('2026-11-24T10:00:00Z');
const lead = (form: string, fields: Record<string, string>, extra: Partial<QueuedMail> = {}): Mail.Options =>
  composeMail({ id: '1764000000000-0123456789abcdef', receivedAt, form, fields, ...extra }, envelope);

/** The message nodemailer's own build() makes of options, and the one renderMessage() makes of the same tree. */
async function bothWays(options: Mail.Options): Promise<{ ours: Buffer | undefined; theirs: Buffer }> {
  const root = new MailComposer(options).compile();
  const ours = renderMessage(root);
  return { ours, theirs: await root.build() };
}

/** Messages that take each of nodemailer's paths for the text part, and the transfer encoding it then chooses. */
const messages: Record<string, { fields: Record<string, string>; encoding: string }> = {
  'Latin letters and two lines': { fields: validFields.enquiry, encoding: 'quoted-printable' },
  'nothing but short ASCII lines': {
    fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need a CRM.' },
    encoding: '7bit',
  },
  'Cyrillic and Chinese': {
    fields: {
      name: 'Иван Петров',
      email: 'ivan@example.com',
      message: 'Нам нужна CRM.\n我们需要一个客户关系管理系统。',
    },
    encoding: 'quoted-printable',
  },
  'an ASCII line far past 76 characters': {
    fields: { name: 'Ada', email: 'ada@example.com', message: `x${'y'.repeat(200)} ${'z'.repeat(90)}.` },
    encoding: 'quoted-printable',
  },
  'a message of little but accented letters': {
    fields: { ...validFields.enquiry, message: 'ééééééééééééééééééééééééééééééééé '.repeat(8) },
    encoding: 'base64',
  },
  'whitespace at line ends': {
    fields: { ...validFields.enquiry, message: 'trailing  \nand a tab\t\nlast line ends in spaces   ' },
    encoding: 'quoted-printable',
  },
  'dots, equals signs and emoji': {
    fields: { ...validFields.enquiry, message: '.\n..leading dots\n= sign =3D\n🙂👍🏽 done.' },
    encoding: 'quoted-printable',
  },
  'every kind of line break': {
    fields: { ...validFields.enquiry, message: 'one\r\ntwo\rthree\u2028four\nfive' },
    encoding: 'quoted-printable',
  },
};

for (const [name, { fields, encoding }] of Object.entries(messages))
  test(`an enquiry with ${name} is made byte for byte as nodemailer makes it`, async () => {
    const { ours, theirs } = await bothWays(lead('enquiry', fields));
    assert.ok(ours, 'made in one pass');
    assert.match(
      ours.toString(),
      new RegExp(`text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n`),
    );
    assert.equal(ours.toString('latin1'), theirs.toString('latin1'));
  });

test('every form, with its source block and verdict, is made byte for byte as nodemailer makes it', async () => {
  const source = {
    source_page: 'https://www.partner.example/cloud?utm_source=newsletter',
    partner_origin: 'https://www.partner.example',
  };
  for (const [form, fields] of Object.entries(validFields)) {
    const { ours, theirs } = await bothWays(lead(form, fields, { source }));
    assert.ok(ours, form);
    assert.equal(ours.toString('latin1'), theirs.toString('latin1'), form);
  }
});

test('a resume held in memory is attached byte for byte as nodemailer attaches it', async () => {
  const content = Buffer.concat([pdf, Buffer.from([0, 13, 10, 255, 46, 13]), Buffer.alloc(5_000, 0x41)]);
  const file = { filename: 'Zoë résumé.pdf', contentType: 'application/pdf', content };
  const { ours, theirs } = await bothWays(lead('careers', validFields.careers, { file }));
  assert.ok(ours);
  assert.equal(ours.toString('latin1'), theirs.toString('latin1'));
});

test('the acknowledgement is made byte for byte as nodemailer makes it', async () => {
  const message = composeAcknowledgement(
    { id: '1764000000000-0123456789abcdef', receivedAt, form: 'enquiry' },
    'ada@example.com',
    envelope,
  );
  const { ours, theirs } = await bothWays(message);
  assert.ok(ours);
  assert.equal(ours.toString('latin1'), theirs.toString('latin1'));
});

test('a message ending in whitespace and no line break ends as nodemailer ends it', async () => {
  // nodemailer's encoder holds such whitespace back, so the last line wraps where a one-shot wrap would not.
  const text = `xx aaaaKöln cccccccccxx aaaaKöln xx Kölné ${'b'.repeat(20)}Köln${'c'.repeat(18)}     `;
  const { ours, theirs } = await bothWays({ ...envelope, subject: 'x', text });
  assert.ok(ours);
  assert.equal(ours.toString('latin1'), theirs.toString('latin1'));
});

test('a resume read from disk as a stream is left to nodemailer', () => {
  const file = { filename: 'cv.pdf', contentType: 'application/pdf', content: Readable.from([pdf]) };
  const root = new MailComposer(lead('careers', validFields.careers, { file })).compile();
  assert.equal(renderMessage(root), undefined);
  file.content.destroy();
});
