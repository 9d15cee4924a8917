import { hkdfSync } from 'node:crypto';
import secureSession, { type Session } from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newCsrfToken } from './staff-csrf.ts';
import type { Staff } from './staff-options.ts';

/** A session lasts 8 hours from signing in, a working day, judged here whatever the cookie says. */
export const SESSION_MS = 8 * 3600_000;
/** A sign-in must come back from the provider within 10 minutes of starting. */
const PENDING_MS = 10 * 60_000;

const signedInSchema = z.object({
  staff: z.object({ name: z.string(), email: z.string() }),
  csrf: z.string().min(32),
  since: z.number(),
});
const pendingSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string(), since: z.number() });

/** What the cookie holds: a session, or a sign-in under way. */
interface StaffCookie {
  signedIn: SignedIn;
  pending: PendingSignIn;
}

/** The request's session, as this module fills it (read back through the schemas: an old cookie may hold anything). */
const cookieOf = (request: FastifyRequest) => request.session as Session<StaffCookie>;

/** A session's member of staff, its CSRF token and when they signed in. */
export type SignedIn = z.infer<typeof signedInSchema>;
/** A sign-in under way: what the provider's answer must match (state, nonce) and prove (the PKCE verifier). */
export type PendingSignIn = z.infer<typeof pendingSchema>;

/**
 * The session: a stateless cookie encrypted and authenticated with a key
 * derived from ADMIN_SESSION_SECRET (@fastify/secure-session), `Secure`,
 * `HttpOnly`, `SameSite=Lax` (the provider's redirect back is a top-level GET
 * from another site) and sent only to /admin. Every instance sharing the
 * secret reads every session; changing it signs everybody out.
 */
export async function registerStaffSession(app: FastifyInstance, secret: string, secure: boolean): Promise<void> {
  if (Buffer.byteLength(secret) < 32) throw new Error('The session secret must be at least 32 bytes long');
  // HKDF rather than the plugin's own secret-and-salt: that runs argon2 with 256 MB at every start, which a random
  // secret of 32 bytes or more (what the configuration demands) does not need; it guards weak passwords.
  const key = Buffer.from(hkdfSync('sha256', secret, 'admin-session', 'staff session cookie key', 32));
  await app.register(secureSession, {
    key,
    // __Secure- makes a browser refuse the cookie unless it came over https marked Secure.
    cookieName: secure ? '__Secure-admin-session' : 'admin-session',
    expiry: SESSION_MS / 1000,
    cookie: { path: '/admin', httpOnly: true, secure, sameSite: 'lax', maxAge: SESSION_MS / 1000 },
  });
}

/** The signed-in member of staff, unless there is no session, it is not one, or it is older than 8 hours. */
export function signedIn(request: FastifyRequest, now: number): SignedIn | undefined {
  const session = signedInSchema.safeParse(cookieOf(request).get('signedIn'));
  return session.success && now - session.data.since < SESSION_MS ? session.data : undefined;
}

/** Starts a new session for `staff`, with a new CSRF token, in place of whatever the cookie held. */
export function startSession(request: FastifyRequest, staff: Staff, now: number): void {
  cookieOf(request).regenerate();
  cookieOf(request).set('signedIn', { staff, csrf: newCsrfToken(), since: now } satisfies SignedIn);
}

/** Keeps a sign-in under way in the cookie, in place of whatever it held. */
export function keepPending(request: FastifyRequest, pending: PendingSignIn): void {
  cookieOf(request).regenerate();
  cookieOf(request).set('pending', pending);
}

/** The sign-in under way, unless there is none or it was started more than 10 minutes ago. */
export function pendingSignIn(request: FastifyRequest, now: number): PendingSignIn | undefined {
  const pending = pendingSchema.safeParse(cookieOf(request).get('pending'));
  return pending.success && now - pending.data.since < PENDING_MS ? pending.data : undefined;
}

/** Ends the session: the answer clears the cookie. */
export function endSession(request: FastifyRequest): void {
  request.session.delete();
}
