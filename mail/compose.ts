import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';
import type { QueuedMail } from './mail-queue.ts';
import { safeFileName } from './safe-file-name.ts';

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Builds the e-mail for one spooled submission. Only our own words go into
 * headers (the subject names the form, never what the visitor typed); the one
 * exception is Reply-To, and only when the visitor's e-mail is a valid plain
 * address. The Message-ID comes from the spool id, so a retry after a lost
 * SMTP reply carries the same id and mail systems can drop the duplicate.
 */
export function composeMail(mail: QueuedMail, { siteName, from, to }: MailEnvelope): Mail.Options {
  const { id, receivedAt, file } = mail;
  const form = label(mail.form.replace(/[^A-Za-z0-9_-]/g, ''));
  const fields = Object.entries(mail.fields);
  const email = replyAddress.safeParse(mail.fields.email);
  const domain = from.split('@')[1] ?? 'localhost';

  const text = [
    `${form} form, received ${receivedAt.toUTCString()}`,
    '',
    ...fields.map(([key, value]) => `${label(key)}:\n${value.replace(/^/gm, '  ')}\n`),
    file ? `Attached: ${safeFileName(file.filename)}` : '',
  ].join('\n');

  const rows = fields.map(
    ([key, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label(key))}</th>` +
      `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  const html =
    `<p>${escapeHtml(form)} form, received ${escapeHtml(receivedAt.toUTCString())}</p>` +
    `<table cellspacing="0" cellpadding="0">${rows.join('')}</table>`;

  return {
    from: { name: `${siteName} website`, address: from },
    to,
    ...(email.success && { replyTo: email.data }),
    subject: `${form} form: website submission ${id.slice(-6)}`,
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
