// A real webhook receiver on loopback for the tests: it checks every request's
// signature with the Standard Webhooks reference library, as a partner's CRM
// would, and answers with whatever status the test scripts next.
import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, with whether its signature verified. */
export interface ReceivedHook {
  headers: Record<string, string>;
  body: string;
  verified: boolean;
  /** The verified payload, parsed. */
  payload: unknown;
}

/** A running receiver: its URL, what it got, and the answers it will give. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** Statuses (and headers) for the next requests, in order; 200 once they run out. */
  answers: { status: number; headers?: Record<string, string> }[];
  close(): Promise<void>;
}

/** Starts a receiver that verifies with `secret`, on `port` (0: a free one). */
export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const webhook = new Webhook(secret);
  const received: ReceivedHook[] = [];
  const answers: WebhookReceiver['answers'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      let payload: unknown;
      let verified: boolean;
      try {
        payload = webhook.verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ headers, body, verified, payload });
      const answer = answers.shift() ?? { status: 200 };
      response.writeHead(answer.status, answer.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
