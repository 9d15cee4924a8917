// Posts as clients other than a browser send them, over node:http: from a
// chosen loopback address, a body sent whole before anything is read, or a
// body trickled a byte at a time.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** What a post came to: the status and body read, or the error code when none could be read. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/** A post under way: its answer, and its request to write more of the body to (or destroy). */
export interface RawPost {
  answer: Promise<RawAnswer>;
  write(bytes: Buffer | string): void;
  destroy(): void;
}

/**
 * Opens a POST to url from `localAddress` (any 127.x.y.z reaches the server on
 * loopback) with the given headers, and sends `first` of its body. The answer
 * is read as soon as it comes, whether or not the body was all sent.
 */
export function openPost(
  url: string,
  headers: Record<string, string | number>,
  { localAddress = '127.0.0.1', first }: { localAddress?: string; first?: Buffer } = {},
): RawPost {
  // Kept alive, as browsers and most clients ask; an agent of its own, so each post is a connection of its own.
  const agent = new Agent({ keepAlive: true });
  const req = request(url, { method: 'POST', headers, localAddress, agent });
  const answer = new Promise<RawAnswer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  void answer.then(() => agent.destroy());
  if (first) req.write(first);
  else req.flushHeaders();
  return {
    answer,
    write: (bytes) => void req.write(bytes),
    destroy: () => req.destroy(),
  };
}

/** The status of an answer, or its error code. */
export const statusOf = (answer: RawAnswer) => ('status' in answer ? answer.status : answer.error);
