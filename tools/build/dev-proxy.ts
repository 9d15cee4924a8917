// How `npm run dev` passes a request on to the real server behind it, which
// it restarts after each build: a request is never lost to a restart, and an
// answer cut short never leaves the browser waiting.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { endToEnd } from './end-to-end-headers.ts';

/** The server requests go to, as dev knows it at the moment. */
export interface Upstream {
  port: number;
  /** True from the moment dev tells the server to stop until the next one is started. */
  restarting(): boolean;
  /** The server process now running: a request that reached another one reached a server since stopped. */
  current(): unknown;
}

/**
 * What fastify answers, with status 503, to a request that reaches it while it
 * closes (its `return503OnClosing`). Known by its body as well as by dev's own
 * restart bookkeeping, which a server that began closing before dev marked it
 * as restarting (or that dev did not stop) slips past.
 */
export const CLOSING_ANSWER = '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';

/** The whole body of a small answer, as text. */
const bodyOf = (answer: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    answer.on('error', reject);
  });

/** The largest body dev holds to send again: well above the server's largest form or picture. */
export const heldBodyLimit = 16 * 1024 * 1024;

/** A request's whole body, or undefined past `heldBodyLimit`. */
async function heldBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > heldBodyLimit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Passes a request to the server. While the server restarts after a build
 * (a second, longer on a busy machine), a request is retried for up to a
 * minute rather than refused, as long as the server never took it: the
 * connection was refused, or a closing server answered 503 without reading
 * it. A post is held whole for that, so a form sent during a restart arrives
 * once. The server's own 503s (a health check, a challenge) pass as they are.
 */
function forward(
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  since = Date.now(),
): void {
  const reached = upstream.current();
  const mayRetry = () => Date.now() - since < 60_000;
  const retry = () => setTimeout(() => forward(upstream, req, res, body, since), 100);
  const outgoing = request(
    // A connection of its own: one kept alive would reach a server that is closing.
    {
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.headers),
      agent: false,
    },
    (answer) => {
      if (answer.statusCode === 503 && mayRetry()) {
        // Read whole (a few bytes) to tell a closing server's answer from the server's own 503s.
        bodyOf(answer).then(
          (text) => {
            if (
              text === CLOSING_ANSWER ||
              ((upstream.restarting() || upstream.current() !== reached) && isReplayable(req))
            )
              retry();
            else res.writeHead(503, endToEnd(answer.headers)).end(text);
          },
          () => (isReplayable(req) ? retry() : res.destroy()),
        );
        return;
      }
      // The browser may have gone (a page left, a poll given up): nothing to pass on, and pipeline would throw.
      if (res.destroyed) return void answer.destroy();
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      // Not pipe(): a server that stops mid-answer would leave the browser's answer open, unended, until its
      // own timeout (five minutes for fetch); pipeline ends it with the connection, and the page is asked again.
      pipeline(answer, res, () => {});
    },
  );
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    // Refused: nothing reached the server, so even a post may be sent again.
    const untaken = error.code === 'ECONNREFUSED' || isReplayable(req);
    if (res.headersSent) res.destroy();
    else if (untaken && mayRetry()) retry();
    else res.writeHead(502, { 'content-type': 'text/plain' }).end('dev: the server did not answer; see the terminal\n');
  });
  outgoing.end(body);
}

const isReplayable = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The proxy's handler: a page or file is passed on as it is; a post is held
 * whole first (at most `heldBodyLimit`), so that it can be sent again.
 */
export function devProxy(upstream: Upstream): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (isReplayable(req)) return forward(upstream, req, res, Buffer.alloc(0));
    void heldBody(req).then(
      (body) =>
        body
          ? forward(upstream, req, res, body)
          : res.writeHead(413, { 'content-type': 'text/plain' }).end('dev: a body over 16 MB is not passed on\n'),
      () => res.destroy(),
    );
  };
}
