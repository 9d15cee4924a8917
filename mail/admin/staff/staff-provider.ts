import * as client from 'openid-client';
import type { StaffAuthOptions } from './staff-options.ts';
import type { PendingSignIn } from './staff-session.ts';

/** An http issuer is taken only on this machine: a provider under test, never one across a network. */
const onLoopback = (url: URL) =>
  url.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);

/**
 * The identity provider as this site's client (openid-client), discovered at
 * the first sign-in and kept, not at start: the public site must start and
 * serve while the provider is down. A failed discovery is tried again at the
 * next sign-in. The client authenticates with HTTP Basic, the spec's default.
 */
export function providerClient(options: StaffAuthOptions): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | undefined;
  return () =>
    (discovered ??= client
      .discovery(options.issuer, options.clientId, undefined, client.ClientSecretBasic(options.clientSecret), {
        timeout: 10,
        ...(onLoopback(options.issuer) && { execute: [client.allowInsecureRequests] }),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));
}

/** Where a sign-in sends the browser: the authorization code flow with PKCE (S256), state and nonce. */
export async function signInUrl(
  config: client.Configuration,
  options: StaffAuthOptions,
  pending: PendingSignIn,
): Promise<URL> {
  const scope = ['openid', 'email', 'profile', ...(options.allowedGroups.length > 0 ? ['groups'] : [])];
  return client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri.href,
    scope: scope.join(' '),
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  });
}

/**
 * Completes a sign-in from the provider's answer: checks its state and issuer,
 * trades the code (with the PKCE verifier) for tokens, checks the ID token
 * (signature, audience, nonce, times) and gives its claims. Where it lacks the
 * address or, with groups configured, the groups (many providers put them in
 * userinfo only), userinfo fills the gaps; the ID token's own claims win.
 */
export async function completeSignIn(
  config: client.Configuration,
  answer: URL,
  pending: PendingSignIn,
  wantGroups: boolean,
): Promise<Record<string, unknown>> {
  const tokens = await client.authorizationCodeGrant(config, answer, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  // idTokenExpected: an answer without an ID token was refused above.
  const claims = tokens.claims()!;
  const gaps = typeof claims.email !== 'string' || (wantGroups && claims.groups === undefined);
  if (!gaps || !config.serverMetadata().userinfo_endpoint) return claims;
  return { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
}

/** Whether a failed sign-in was the provider out of reach (our 503), rather than an answer we refused (400). */
export const providerUnreachable = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof client.ClientError && (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT')) ||
  (error instanceof client.ResponseBodyError && error.status >= 500);
