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
  /** The bytes of each message in `received`, in the same order, as the relay got them after DATA. */
  raw: Buffer[];
  /** The most messages it was taking at once (between DATA and its answer). */
  peakInFlight(): number;
  /** SMTP connections opened to it so far. */
  connections(): number;
  /** Messages it refused so far (with `reject`): one per delivery attempt. */
  refused(): number;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1 (port 0 picks a free one). With `reject`,
 * every message is refused after its data with that text and `code`: 550
 * (permanent) unless told otherwise, e.g. 451 (try again later). With
 * `delayMs`, each message is answered that long after its data: a slow relay.
 */
export function startSmtpSink({
  port = 0,
  reject,
  code = 550,
  delayMs = 0,
}: { port?: number; reject?: string; code?: number; delayMs?: number } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  let inFlight = 0;
  let peak = 0;
  let connections = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A sender's pooled connections stay open while idle: close() cuts them after a moment, as a relay going away does.
    closeTimeout: 500,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      peak = Math.max(peak, ++inFlight);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      simpleParser(stream)
        .then(async (mail) => {
          // Unref'd: a relay holding a message must not keep the test process alive after it ends.
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
          return mail;
        })
        .then(
          (mail) => {
            inFlight--;
            if (reject) {
              refused++;
              return callback(Object.assign(new Error(reject), { responseCode: code }));
            }
            received.push(mail);
            raw.push(Buffer.concat(chunks));
            callback();
          },
          (error: Error) => {
            inFlight--;
            callback(error);
          },
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
        raw,
        peakInFlight: () => peak,
        connections: () => connections,
        refused: () => refused,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
