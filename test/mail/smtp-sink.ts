// A real SMTP server on loopback (the smtp-server package) that parses what it
// receives with mailparser, so delivery tests see exactly what a relay would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A listening SMTP server and the mail it accepted. */
export interface SmtpSink {
  port: number;
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1 (port 0 picks a free one). With `reject`,
 * every message is refused after its data with that text and `code`: 550
 * (permanent) unless told otherwise, e.g. 451 (try again later).
 */
export function startSmtpSink({
  port = 0,
  reject,
  code = 550,
}: { port?: number; reject?: string; code?: number } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (reject) return callback(Object.assign(new Error(reject), { responseCode: code }));
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise((resolve, reject_) => {
    server.once('error', reject_);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.server.address() as AddressInfo;
      resolve({
        port: bound,
        url: `smtp://127.0.0.1:${bound}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
