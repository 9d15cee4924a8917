import type Mail from 'nodemailer/lib/mailer';
import { acknowledgementCopy, type AcknowledgedForm } from '../../src/content/acknowledgement.ts';
import { escapeHtml } from '../../src/forms/escape-html.ts';
import type { MailEnvelope } from './compose.ts';

/** What the acknowledgement needs of a record: never its fields, so no visitor text can reach the mail. */
export interface AcknowledgedRecord {
  id: string;
  receivedAt: Date;
  form: AcknowledgedForm;
}

/**
 * The automatic reply to `address` (already checked as a plain address):
 * fixed wording from src/content/acknowledgement.ts and nothing of the form,
 * From and Reply-To the company (MAIL_FROM, MAIL_TO) as address objects, so no
 * header is built from a string. `Auto-Submitted: auto-replied` (RFC 3834)
 * tells the visitor's mail system not to answer it; X-Auto-Response-Suppress
 * says the same to Exchange's out-of-office replies, which ignore RFC 3834.
 * The Message-ID comes from the record's id: a resend after a crash or a lost
 * reply is the same message, and the visitor's mail system drops the repeat.
 */
export function composeAcknowledgement(
  { id, receivedAt, form }: AcknowledgedRecord,
  address: string,
  { siteName, from, to }: MailEnvelope,
): Mail.Options {
  const copy = acknowledgementCopy.forms[form];
  const { greeting, privacy, signOff, signature } = acknowledgementCopy;
  const paragraphs = [greeting, ...copy.paragraphs, privacy, signOff];
  const domain = from.split('@')[1] ?? 'localhost';
  const lines = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');
  return {
    from: { name: siteName, address: from },
    to: { name: '', address },
    replyTo: { name: siteName, address: to },
    subject: copy.subject,
    messageId: `<${id}.acknowledgement@${domain}>`,
    date: receivedAt,
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
    text: [...paragraphs, `-- \n${signature.join('\n')}`].join('\n\n') + '\n',
    html:
      paragraphs.map((paragraph) => `<p>${lines(paragraph)}</p>`).join('') +
      `<p style="color:#555">${signature.map(lines).join('<br>')}</p>`,
  };
}
