import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffWords } from './staff-words.ts';

// The plain way, not @fastify/csrf-protection. That plugin fits the encrypted
// session (it keeps a secret there and derives a salted token per call), but
// the local mode has no session at all, only a token per server start, so it
// would need this plain check anyway; one check for both modes is less than
// the plugin plus a second one. Its per-call salt guards against BREACH, which
// needs secret and attacker-chosen text compressed in one response: the token
// travels only in the session endpoint's JSON, beside the provider's words.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A new token: 32 random bytes, base64url. One per session (oidc), or per server start (local). */
export const newCsrfToken = (): string => randomBytes(32).toString('base64url');

/**
 * Whether the `x-csrf-token` header sent is exactly the token. Compared in
 * constant time: both sides are hashed first, so neither the token's length
 * nor how much of it a guess got right shows in the time taken.
 */
export function csrfMatches(sent: string | string[] | undefined, token: string | undefined): boolean {
  if (typeof sent !== 'string' || !token) return false;
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Refuses a change (any method but GET and HEAD) whose `x-csrf-token` is not
 * the token: another site can make a signed-in browser post here, but cannot
 * read the token. The reply when it answered (a hook returns it), else undefined.
 */
export function refuseForgedChange(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): FastifyReply | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (csrfMatches(request.headers['x-csrf-token'], token)) return undefined;
  return reply.code(403).header('cache-control', 'no-store').send({ error: staffWords.forgedChange });
}
