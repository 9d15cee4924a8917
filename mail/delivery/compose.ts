import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';
import { leadMail } from '../../src/content/lead-mail.ts';
import { escapeHtml } from '../../src/forms/escape-html.ts';
import { mailFormOf } from '../../src/forms/mail-forms.ts';
import { stripInvisible } from '../../src/forms/strip-invisible.ts';
import type { QueuedMail } from './lead-record.ts';
import { displayValue, mailSubject } from './mail-subject.ts';
import { safeFileName } from './safe-file-name.ts';
import { QUOTED_STYLE, quotedText } from './quoted-text.ts';
import { sourceBlockHtml, sourceBlockText } from './source-block.ts';

/** Who a composed message is from and to: the site's name and the configured addresses. */
export interface MailEnvelope {
  siteName: string;
  from: string;
  to: string;
}

/** A visitor's address may become Reply-To only if it is a plain address: no name, no line break. */
const replyAddress = z.email().max(254);

/** 'fullName' or 'full_name' → 'Full name'. */
function label(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields in the order and under the labels the form's mail lists them; fields it does not name follow. */
function orderedFields(form: string, fields: Record<string, string>): [label: string, value: string][] {
  const labels: Readonly<Record<string, string>> = mailFormOf(form)?.mail.fields ?? {};
  const known = Object.keys(labels).filter((key) => Object.hasOwn(fields, key));
  const rest = Object.keys(fields).filter((key) => !Object.hasOwn(labels, key));
  return [...known, ...rest].map((key) => [labels[key] ?? label(key), displayValue(form, key, fields[key]!)]);
}

/**
 * Builds the e-mail for one spooled submission, for the person who triages it:
 * the subject names the form, the sender and the service; chosen options show
 * their labels; the Source block (where the lead came from) opens the mail
 * under a fixed heading, and in the text part every line the visitor typed is
 * quoted below its label, so no message can imitate the server's lines. The visitor's words reach a header only as the sender's name in the
 * subject, one line cut to length, and as Reply-To when the e-mail is a valid
 * plain address; in the HTML part all of it is escaped. The Message-ID comes
 * from the spool id, so a retry after a lost SMTP reply carries the same id and
 * mail systems can drop the duplicate.
 */
export function composeMail(mail: QueuedMail, { siteName, from, to }: MailEnvelope): Mail.Options {
  const { id, receivedAt, file } = mail;
  const form = label(mail.form.replace(/[^A-Za-z0-9_-]/g, ''));
  // The server wrote `consent` itself (the version of the wording agreed to), so it is one of its own lines, not quoted.
  const { consent, ...typed } = mail.fields;
  const fields = orderedFields(mail.form, typed);
  const consentLine = consent ? leadMail.consent(consent, receivedAt.toUTCString()) : undefined;
  const email = replyAddress.safeParse(mail.fields.email);
  const domain = from.split('@')[1] ?? 'localhost';

  // The server's own lines first (the intro, the Source block), then the visitor's fields, every line of them quoted.
  const text = [
    leadMail.intro(form, receivedAt.toUTCString()),
    ...(consentLine ? [consentLine] : []),
    '',
    sourceBlockText(mail.source),
    `== ${leadMail.fieldsHeading} ==`,
    ...fields.flatMap(([name, value]) => [`${name}:`, quotedText(value)]),
    ...(file ? ['', `${leadMail.attached}:`, quotedText(safeFileName(file.filename))] : []),
    '',
  ].join('\n');

  const rows = fields.map(
    ([name, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th>` +
      `<td style="${QUOTED_STYLE}padding:4px 8px;white-space:pre-wrap">${escapeHtml(stripInvisible(value))}</td></tr>`,
  );
  const html =
    `<p>${escapeHtml(leadMail.intro(form, receivedAt.toUTCString()))}</p>` +
    (consentLine ? `<p>${escapeHtml(consentLine)}</p>` : '') +
    sourceBlockHtml(mail.source) +
    `<h3>${escapeHtml(leadMail.fieldsHeading)}</h3>` +
    `<table cellspacing="0" cellpadding="0">${rows.join('')}</table>` +
    (file ? `<p>${escapeHtml(`${leadMail.attached}: ${safeFileName(file.filename)}`)}</p>` : '');

  return {
    from: { name: `${siteName} website`, address: from },
    to,
    ...(email.success && { replyTo: email.data }),
    subject: mailSubject(mail.form, form, mail.fields),
    messageId: `<${id}@${domain}>`,
    date: receivedAt,
    text,
    html,
    ...(file && {
      attachments: [
        {
          filename: safeFileName(file.filename),
          content: file.content,
          // The browser's claim is not trusted in a header; the form schema checks the real type by content.
          contentType: /^[a-z]+\/[a-z0-9.+-]+$/i.test(file.contentType) ? file.contentType : 'application/octet-stream',
        },
      ],
    }),
  };
}
