import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { refuseForgedChange } from './staff-csrf.ts';
import type { StaffAuthOptions } from './staff-options.ts';
import { sendStaffPage } from './staff-page.ts';
import { staffPaths } from './staff-paths.ts';
import { completeSignIn, providerClient, providerUnreachable, signInUrl } from './staff-provider.ts';
import {
  endSession,
  keepPending,
  pendingSignIn,
  registerStaffSession,
  signedIn,
  startSession,
} from './staff-session.ts';
import { SignInLimit } from './staff-sign-in-limit.ts';
import { staffVerdict } from './staff-verdict.ts';
import { staffWords } from './staff-words.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sign-in's own routes, open without a session: each judges the session itself. */
    staffOpen?: boolean;
  }
}

/** No session: the API answers 401 with where to sign in; a screen (a browser's GET) is sent there. */
function refuseSignedOut(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0]!;
  const api = path.startsWith(staffPaths.api) || path === staffPaths.api.slice(0, -1);
  reply.header('cache-control', 'no-store');
  if (!api && (request.method === 'GET' || request.method === 'HEAD')) return reply.redirect(staffPaths.signIn, 302);
  return reply.code(401).send({ error: staffWords.signInFirst, signIn: staffPaths.signIn });
}

/**
 * Production sign-in through OpenID Connect: the session gate on every route
 * of the scope, and /admin/sign-in, /admin/callback and /admin/sign-out.
 */
export async function oidcStaff(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  const now = options.now ?? Date.now;
  await registerStaffSession(app, options.sessionSecret, options.secureCookies ?? true);
  const provider = providerClient(options);
  const starts = new SignInLimit(options.signInPerMinute ?? 10, now);
  // Answers are counted apart, so a whole sign-in costs one of each: a replayed cookie cannot make us call the provider more.
  const answers = new SignInLimit(options.signInPerMinute ?? 10, now);
  const open = { config: { staffOpen: true } };
  // The scope may sit at / or under /admin: the routes keep their full paths either way.
  if (!staffPaths.signIn.startsWith(`${app.prefix}/`))
    throw new Error(`staffAuth needs the editor's scope at / or /admin, not ${app.prefix}`);
  const route = (path: string) => path.slice(app.prefix.length);

  const tooMany = (reply: FastifyReply, wait: number) =>
    sendStaffPage(reply.header('retry-after', String(wait)), 429, staffWords.tooMany(wait));
  const discovered = async (request: FastifyRequest) =>
    provider().catch((error: unknown) => {
      request.log.error({ err: error }, 'staff sign-in: the identity provider could not be discovered');
      return undefined;
    });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.staffOpen) return undefined;
    const session = signedIn(request, now());
    if (!session) return refuseSignedOut(request, reply);
    request.staff = session.staff;
    request.csrfToken = session.csrf;
    return refuseForgedChange(request, reply, session.csrf);
  });

  app.get(route(staffPaths.signIn), open, async (request, reply) => {
    const wait = starts.take(request.ip);
    if (wait) return tooMany(reply, wait);
    if (signedIn(request, now())) return reply.redirect(staffPaths.editor, 302);
    const config = await discovered(request);
    if (!config) return sendStaffPage(reply, 503, staffWords.providerDown);
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      since: now(),
    };
    keepPending(request, pending);
    const url = await signInUrl(config, options, pending);
    return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  });

  app.get(route(staffPaths.callback), open, async (request, reply) => {
    const wait = answers.take(request.ip);
    if (wait) return tooMany(reply, wait);
    const pending = pendingSignIn(request, now());
    if (!pending) {
      if (signedIn(request, now())) return reply.redirect(staffPaths.editor, 302);
      endSession(request);
      return sendStaffPage(reply, 400, staffWords.expired);
    }
    const config = await discovered(request);
    if (!config) {
      endSession(request);
      return sendStaffPage(reply, 503, staffWords.providerDown);
    }
    // The answer as the provider sent it, at the registered address (what Host says may be a proxy's).
    const answer = new URL(options.redirectUri);
    answer.search = new URL(request.url, answer).search;
    let claims: Record<string, unknown>;
    try {
      claims = await completeSignIn(config, answer, pending, options.allowedGroups.length > 0);
    } catch (error) {
      endSession(request);
      const unreachable = providerUnreachable(error);
      request.log[unreachable ? 'error' : 'warn']({ err: error }, 'staff sign-in: the provider answer failed');
      return unreachable
        ? sendStaffPage(reply, 503, staffWords.providerDown)
        : sendStaffPage(reply, 400, staffWords.failed);
    }
    const verdict = staffVerdict(claims, options);
    if (!verdict.allowed) {
      endSession(request);
      request.log.warn({ who: verdict.who, reason: verdict.reason }, 'staff sign-in: refused');
      return sendStaffPage(reply, 403, staffWords.refused[verdict.reason](verdict.who));
    }
    startSession(request, verdict.staff, now());
    request.log.info({ email: verdict.staff.email }, 'staff sign-in');
    return reply.header('cache-control', 'no-store').redirect(staffPaths.editor, 302);
  });

  app.post(route(staffPaths.signOut), open, async (request, reply) => {
    const session = signedIn(request, now());
    const refused = session && refuseForgedChange(request, reply, session.csrf);
    if (refused) return refused;
    endSession(request);
    return reply.header('cache-control', 'no-store').send({ signedOut: true, signIn: staffPaths.signIn });
  });
}
