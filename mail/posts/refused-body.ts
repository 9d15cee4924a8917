import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formLimits } from './form-limits.ts';

/** What the rest of a refused post's body may cost: bytes read in all, and the time to read them. */
export type RefusedBodyLimits = { maxBytes: number; maxMs: number };

/**
 * A refused post's body is read and dropped (bandwidth, never memory or
 * disk) up to twice its form's size limit (`bodyLimit`: about 1.4 MB for a
 * form without a file, 11.7 MB with a resume) and for at most 10 s before the
 * answer and 10 s after it; past either, the connection is cut.
 */
export const refusedBodyLimits = (bodyLimit: number = formLimits.totalBytes): RefusedBodyLimits => ({
  maxBytes: 2 * bodyLimit,
  maxMs: 10_000,
});

/**
 * Lets a refusal sent before its post's body was read to the end reach the
 * client. Many clients (Node's http, scripts, server-side integrations) send
 * their whole body before they read anything, and a socket closed with bytes
 * still unread sends a reset that throws away the answer they have not read
 * yet. A body of a declared length within the limits is read on and dropped:
 * after the answer on a kept-alive connection, which then serves the next
 * request; before it when the client asked to close, as the server then
 * closes once the answer is out. Any other (chunked, larger, or too slow to
 * wait for: 408) gets its answer at once; then the server half-closes and
 * reads on within the same limits before it closes (a lingering close).
 */
export async function settleRefusedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: RefusedBodyLimits = refusedBodyLimits(),
): Promise<void> {
  const raw = request.raw;
  // An injected request (tests, light-my-request) has no connection to keep readable.
  if (raw.complete || raw.destroyed || !(raw.socket instanceof Socket)) return;
  const declared = Number(raw.headers['content-length'] ?? NaN);
  raw.unpipe();
  if (reply.statusCode === 408 || !(declared <= limits.maxBytes)) return closeLingering(raw, reply, limits);
  const reading = readToEnd(raw, limits.maxMs);
  if (keepsAlive(raw)) void reading.then((ended) => ended || raw.socket.destroy());
  else if (!(await reading)) closeLingering(raw, reply, limits);
}

/** Whether the connection outlives this request (HTTP/1.1 unless it says close; 1.0 only when it asks). */
function keepsAlive({ httpVersion, headers }: IncomingMessage): boolean {
  const connection = headers.connection ?? '';
  return httpVersion === '1.0' ? /\bkeep-alive\b/i.test(connection) : !/\bclose\b/i.test(connection);
}

/** Reads the body on and drops it; true once it ended, false after `ms` or if the client left first. */
function readToEnd(raw: IncomingMessage, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      raw.off('end', done);
      raw.socket.off('close', done);
      resolve(raw.complete);
    };
    const timer = setTimeout(done, ms);
    raw.once('end', done);
    raw.socket.once('close', done);
    raw.resume();
  });
}

/** Reads on from now, and once the answer is sent: FIN, then until the client closes, or past the limits, cut. */
function closeLingering(raw: IncomingMessage, reply: FastifyReply, limits: RefusedBodyLimits): void {
  const socket = raw.socket;
  const cut = () => socket.destroy();
  // Half from here: before its refusal a body was read at most to its limit, half of maxBytes.
  let left = limits.maxBytes / 2;
  // Read from here on, before the answer goes: a body nobody reads by then Node drops unseen, and uncounted.
  raw.on('data', (chunk: Buffer) => (left -= chunk.length) < 0 && cut());
  raw.resume();
  reply.raw.once('finish', () => {
    socket.end();
    const timer = setTimeout(cut, limits.maxMs).unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
