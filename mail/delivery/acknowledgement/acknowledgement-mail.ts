import type Mail from 'nodemailer/lib/mailer';
import type { AcknowledgedForm } from '../../../src/content/acknowledgement.ts';
import { localeOf, matchLocale } from '../../../src/content/locales.ts';
import { serverLanguages } from '../../../src/content/server-words.ts';
import { escapeHtml } from '../../../src/forms/escape-html.ts';
import type { MailEnvelope } from '../compose.ts';

/** What the acknowledgement needs of a record: never its fields, so no visitor text can reach the mail. */
export interface AcknowledgedRecord {
  id: string;
  receivedAt: Date;
  form: AcknowledgedForm;
  /** The language the form spoke to the visitor (the record's source); English when none was recorded. */
  language?: string;
}

/**
 * The automatic reply to `address` (already checked as a plain address):
 * fixed wording from src/content/acknowledgement.ts, in the language the
 * form spoke (server-words.ts), and nothing of the form,
 * From and Reply-To the company (MAIL_FROM, MAIL_TO) as address objects, so no
 * header is built from a string. `Auto-Submitted: auto-replied` (RFC 3834)
 * tells the visitor's mail system not to answer it; X-Auto-Response-Suppress
 * says the same to Exchange's out-of-office replies, which ignore RFC 3834.
 * The Message-ID comes from the record's id: a resend after a crash or a lost
 * reply is the same message, and the visitor's mail system drops the repeat.
 */
export function composeAcknowledgement(
  { id, receivedAt, form, language }: AcknowledgedRecord,
  address: string,
  { siteName, from, to }: MailEnvelope,
): Mail.Options {
  const { code, acknowledgement } = serverLanguages[matchLocale(language)];
  const copy = acknowledgement.forms[form];
  const { greeting, privacy, signOff, signature } = acknowledgement;
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
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All', 'Content-Language': code },
    text: [...paragraphs, `-- \n${signature.join('\n')}`].join('\n\n') + '\n',
    // Its language and direction stated, so an Arabic reply reads right to left in any mail program.
    html:
      `<div lang="${code}" dir="${localeOf(code).dir}">` +
      paragraphs.map((paragraph) => `<p>${lines(paragraph)}</p>`).join('') +
      `<p style="color:#555">${signature.map(lines).join('<br>')}</p></div>`,
  };
}
