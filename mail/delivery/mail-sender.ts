import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { syncDirectory } from './directory-sync.ts';
import { renderMessage } from './render-message.ts';

/** Hands one composed message to its destination; resolves only once it has been accepted. */
export interface MailSender {
  /** Resolves with a short note for the log (SMTP reply or file path); rejects if not accepted. */
  send(message: Mail.Options, id: string): Promise<string>;
  close(): void;
}

/**
 * The message as nodemailer would send it, made in one pass (render-message.ts)
 * and handed over whole: one socket write instead of one per MIME chunk. A
 * message that pass cannot make (a streamed attachment) goes as it came.
 */
function prebuilt(message: Mail.Options): Mail.Options {
  const root = new MailComposer(message).compile();
  const raw = renderMessage(root);
  return raw ? { envelope: root.getEnvelope(), raw } : message;
}

/**
 * With an SMTP URL, relays through a pool of up to `maxConnections` kept-alive
 * connections (one per delivery made at once: a message no longer pays for a
 * connection and a greeting), each message built beforehand in one piece;
 * without one, writes each message as an .eml file into outboxDir, so a fresh
 * clone delivers somewhere visible.
 */
export function createMailSender({
  smtpUrl,
  outboxDir,
  maxConnections = 1,
}: {
  smtpUrl?: string;
  outboxDir: string;
  maxConnections?: number;
}): MailSender {
  if (smtpUrl) {
    // Timeouts shorter than nodemailer's defaults (2 and 10 minutes): a stuck relay should
    // cost one retry slot, not hold the worker for ten minutes.
    const transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail(prebuilt(message));
        return `accepted by ${new URL(smtpUrl).host}: ${info.response}`;
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, newline: 'unix' });
  return {
    async send(message, id) {
      const { message: raw } = await transport.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${id}.eml`);
      // Streamed to a file aside (an attachment is never whole in memory), made
      // durable, then renamed, so a reader of the outbox never sees half a
      // message and the spool record is removed only once the .eml survives a power cut.
      // flush: fsync before the file is closed.
      await pipeline(raw as Readable, createWriteStream(`${file}.tmp`, { flush: true }));
      await rename(`${file}.tmp`, file);
      await syncDirectory(outboxDir);
      return `no SMTP_URL set, saved as ${file}`;
    },
    close: () => transport.close(),
  };
}
