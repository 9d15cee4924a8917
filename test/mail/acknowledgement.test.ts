// The acknowledgement to the sender as a destination: one attempt at a time,
// read back from a real SMTP server on loopback.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { acknowledgementDestination } from '../../mail/delivery/acknowledgement/acknowledgement.ts';
import { composeMail } from '../../mail/delivery/compose.ts';
import { DestinationError } from '../../mail/delivery/destination.ts';
import { newMailId } from '../../mail/queue/mail-id.ts';
import { retentionDays } from '../../src/content/retention.ts';
import type { QueuedMail } from '../../mail/delivery/lead-record.ts';
import { createMailSender, type MailSender } from '../../mail/delivery/mail-sender.ts';
import { MemoryAcknowledgementLedger } from '../../mail/queue/memory-acknowledgement-ledger.ts';
import { acknowledgementCopy } from '../../src/content/acknowledgement.ts';
import { site } from '../../src/content/site.ts';
import { pdf, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const envelope = { siteName: site.name, from: 'web@veltrix.test', to: 'sales@veltrix.test' };
const HOUR = 60 * 60 * 1000;
/** What a spammer would like us to relay: none of it may reach the visitor's inbox. */
const pitch = 'Cheap watches at http://spam.example/buy';

let sink: SmtpSink;
let sender: MailSender;
let clock: number;
const now = () => new Date(clock);
beforeEach(() => {
  clock = Date.parse('2026-11-24T10:00:00Z');
});
before(async () => {
  sink = await startSmtpSink();
  sender = createMailSender({ smtpUrl: sink.url, outboxDir: '/nonexistent' });
});
after(async () => {
  sender.close();
  await sink.close();
});

/** A queued record as a worker reads it back, received at the test's clock. */
function record(form: string, fields: Record<string, string>, file?: QueuedMail['file']): QueuedMail {
  const receivedAt = now();
  return { id: newMailId(receivedAt), receivedAt, form, fields, ...(file && { file }) };
}

const destination = (ledger = new MemoryAcknowledgementLedger()) =>
  acknowledgementDestination({
    perMinute: 30,
    forms: ['enquiry', 'careers', 'contact'],
    sender,
    envelope,
    ledger,
    now,
  });

const addressOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  field && !Array.isArray(field) ? field.value[0]?.address : undefined;

/** The one acknowledgement the sink took for this record. */
function only(id: string): ParsedMail {
  const mails = received(id);
  assert.equal(mails.length, 1, `one acknowledgement for ${id}`);
  return mails[0]!;
}

/** The mail the sink took with this record's acknowledgement Message-ID, if any. */
const received = (id: string) =>
  sink.received.filter((mail) => mail.messageId === `<${id}.acknowledgement@veltrix.test>`);

describe('the acknowledgement to the sender', () => {
  it('is wanted for the listed forms with a valid address, and for nothing else', () => {
    const ack = acknowledgementDestination({
      perMinute: 30,
      forms: ['enquiry', 'careers'],
      sender,
      envelope,
      now,
      ledger: new MemoryAcknowledgementLedger(),
    });
    assert.equal(ack.name, 'acknowledgement');
    assert.equal(ack.wants({ form: 'enquiry', fields: { email: 'ada@example.com' } }), true);
    assert.equal(ack.wants({ form: 'careers', fields: { email: ' Ada@Example.com ' } }), true);
    assert.equal(ack.wants({ form: 'contact', fields: { email: 'ada@example.com' } }), false, 'contact is not listed');
    assert.equal(ack.wants({ form: 'comment', fields: { email: 'ada@example.com' } }), false);
    for (const email of ['', 'ada', 'ada@example.com\r\nBcc: all@example.com', 'Ada <ada@example.com>', 'a@b.c, d@e.f'])
      assert.equal(ack.wants({ form: 'enquiry', fields: { email } }), false, `not for ${JSON.stringify(email)}`);
    assert.equal(ack.wants({ form: 'enquiry', fields: {} }), false);
  });

  it('reaches the visitor from MAIL_FROM with Reply-To MAIL_TO, marked auto-replied, without a word they typed', async () => {
    const mail = record('enquiry', { ...validFields.enquiry, name: 'Visit spamexample now', message: pitch });
    const note = await destination().deliver(mail);
    assert.match(note, /^acknowledgement accepted by 127\.0\.0\.1:\d+: 250/);
    const ack = only(mail.id);
    assert.equal(addressOf(ack.to), 'jose@example.com');
    assert.equal(addressOf(ack.from), 'web@veltrix.test');
    assert.equal(addressOf(ack.replyTo), 'sales@veltrix.test');
    assert.equal(ack.subject, acknowledgementCopy.forms.enquiry.subject);
    assert.equal(ack.headers.get('auto-submitted'), 'auto-replied');
    assert.deepEqual(
      [...ack.headers.keys()].filter((name) => name.startsWith('list-')),
      [],
      'no List-* headers',
    );
    const body = `${ack.subject}\n${ack.text}\n${ack.html}`;
    for (const typed of ['Cheap watches', 'spam.example', 'Visit', 'spamexample', 'José', '+34 612', 'cloud'])
      assert.ok(!body.toLowerCase().includes(typed.toLowerCase()), `the mail holds none of the visitor's "${typed}"`);
    assert.match(ack.text ?? '', /within one business day/);
    assert.ok(ack.text?.includes(site.legalName) && ack.text.includes(site.phone.display), 'signed by the company');
    assert.ok(String(ack.html).includes('Kaveri Tech Centre'), 'the HTML part has the address too');
  });

  it('to an applicant: no resume attached, the review time and the retention the consent named', async () => {
    const mail = record(
      'careers',
      { ...validFields.careers, message: pitch },
      {
        filename: 'resume.pdf',
        contentType: 'application/pdf',
        content: pdf,
      },
    );
    await destination().deliver(mail);
    const ack = only(mail.id);
    assert.equal(ack.attachments.length, 0);
    assert.match(ack.text ?? '', /within two weeks/);
    assert.ok(ack.text?.includes(`for ${retentionDays} days`), 'the days the consent named');
    assert.ok(!ack.text?.includes('resume.pdf') && !ack.text?.includes('Cheap watches'));
  });

  it('a contact message is answered within two business days, its subject not repeated', async () => {
    const mail = record('contact', { ...validFields.contact, email: 'lukasz.ack@example.com' });
    await destination().deliver(mail);
    const ack = only(mail.id);
    assert.match(ack.text ?? '', /within two business days/);
    assert.ok(!`${ack.subject}${ack.text}`.includes('Partnership'), 'the chosen subject is not echoed');
  });

  it('goes once an hour to an address: a second post gets none, its own retry goes, an hour later one goes again', async () => {
    const ack = destination();
    const first = record('enquiry', { ...validFields.enquiry, email: 'once@example.com' });
    await ack.deliver(first);
    clock += 59 * 60 * 1000;
    const second = record('contact', { ...validFields.contact, email: ' ONCE@Example.com' });
    assert.equal(await ack.deliver(second), 'skipped: acknowledged within the hour');
    assert.match(await ack.deliver(first), /^acknowledgement accepted/, 'a retry of the first record still goes');
    assert.equal(received(first.id).length, 2, 'the retry is the same message: one Message-ID');
    assert.equal(new Set(received(first.id).map((mail) => mail.text)).size, 1);
    assert.equal(received(second.id).length, 0);
    clock = first.receivedAt.getTime() + 2 * HOUR;
    const third = record('enquiry', { ...validFields.enquiry, email: 'once@example.com' });
    assert.match(await ack.deliver(third), /^acknowledgement accepted/);
    assert.equal(received(third.id).length, 1);
  });

  it('a refusal by the relay is a DestinationError by its kind, naming no address; the retry still goes', async () => {
    const refusing = await startSmtpSink({ reject: '5.1.1 <Bounce@Example.com>: Recipient address rejected' });
    const ledger = new MemoryAcknowledgementLedger();
    const failing = createMailSender({ smtpUrl: refusing.url, outboxDir: '/nonexistent' });
    const mail = record('enquiry', { ...validFields.enquiry, email: 'bounce@example.com' });
    try {
      const attempt = acknowledgementDestination({
        perMinute: 30,
        forms: ['enquiry'],
        sender: failing,
        envelope,
        ledger,
        now,
      });
      await assert.rejects(attempt.deliver(mail), (error: unknown) => {
        assert.ok(error instanceof DestinationError);
        assert.equal(error.failure.kind, 'permanent');
        assert.ok(!error.message.toLowerCase().includes('bounce@example.com'), error.message);
        assert.match(error.message, /550/, "the relay's reply is kept for the operator");
        return true;
      });
    } finally {
      failing.close();
      await refusing.close();
    }
    const retried = acknowledgementDestination({ perMinute: 30, forms: ['enquiry'], sender, envelope, ledger, now });
    assert.match(await retried.deliver(mail), /^acknowledgement accepted/);
  });

  it('without SMTP_URL it is its own .eml beside the company mail, never in its place', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'ack-outbox-'));
    const outbox = createMailSender({ outboxDir });
    try {
      const mail = record('enquiry', { ...validFields.enquiry, email: 'outbox@example.com' });
      await outbox.send(composeMail(mail, envelope), mail.id);
      const ack = acknowledgementDestination({
        perMinute: 30,
        forms: ['enquiry'],
        sender: outbox,
        envelope,
        now,
        ledger: new MemoryAcknowledgementLedger(),
      });
      await ack.deliver(mail);
      assert.deepEqual((await readdir(outboxDir)).sort(), [`${mail.id}.acknowledgement.eml`, `${mail.id}.eml`]);
    } finally {
      outbox.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('is never wanted for an unverified or suspected lead, and says so to the metrics', () => {
    const outcomes: string[] = [];
    const ack = acknowledgementDestination({
      perMinute: 30,
      forms: ['enquiry'],
      sender,
      envelope,
      now,
      ledger: new MemoryAcknowledgementLedger(),
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const fields = { email: 'ada@example.com' };
    assert.equal(ack.wants({ form: 'enquiry', fields, source: { verdict: 'unverified' } }), false);
    assert.equal(
      ack.wants({ form: 'enquiry', fields, source: { verdict: 'verified', suspected_spam: '4 links' } }),
      false,
    );
    assert.equal(ack.wants({ form: 'enquiry', fields, source: { verdict: 'verified' } }), true);
    assert.deepEqual(outcomes, ['unverified', 'unverified']);
  });

  it("past the site's cap a minute none is sent, the log says so once that minute, and the next minute sends again", async () => {
    const outcomes: string[] = [];
    const warnings: string[] = [];
    const ack = acknowledgementDestination({
      perMinute: 2,
      forms: ['enquiry'],
      sender,
      envelope,
      now,
      ledger: new MemoryAcknowledgementLedger(),
      log: { warn: (_obj, message) => warnings.push(message) },
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    const burst = (tag: string) =>
      Array.from({ length: 4 }, (_, i) =>
        record('enquiry', { ...validFields.enquiry, email: `${tag}${i}@example.com` }),
      );
    const first = burst('first');
    for (const mail of first) await ack.deliver(mail);
    assert.deepEqual(outcomes, ['sent', 'sent', 'cap', 'cap']);
    assert.deepEqual(
      first.map((mail) => received(mail.id).length),
      [1, 1, 0, 0],
    );
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /cap of 2 a minute/);
    clock += 60_000;
    outcomes.length = 0;
    for (const mail of burst('second')) await ack.deliver(mail);
    assert.deepEqual(outcomes, ['sent', 'sent', 'cap', 'cap']);
    assert.equal(warnings.length, 2, 'once more, for the new minute');
  });
});
