/** A member of staff the editor acts for: who is signed in, and the author of each commit a publish makes. */
export interface Staff {
  name: string;
  email: string;
}

/** Production (ADMIN_MODE=oidc): staff sign in with the company's identity provider. Each from the configuration. */
export interface StaffAuthOptions {
  /** ADMIN_OIDC_ISSUER: read through its /.well-known/openid-configuration at the first sign-in. */
  issuer: URL;
  /** ADMIN_OIDC_CLIENT_ID and ADMIN_OIDC_CLIENT_SECRET: this site's client at the provider. */
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_ORIGIN}/admin/callback`, exactly as registered at the provider. */
  redirectUri: URL;
  /** ADMIN_ALLOWED_DOMAINS: mail domains whose addresses may sign in (lower case, no @). */
  allowedDomains: readonly string[];
  /** ADMIN_ALLOWED_GROUPS: values of the `groups` claim whose members may sign in. */
  allowedGroups: readonly string[];
  /** ADMIN_SESSION_SECRET: at least 32 bytes; the session cookie's key is derived from it. */
  sessionSecret: string;
  /** Cookies marked `Secure` (default true); false only for plain http on loopback. */
  secureCookies?: boolean;
  /** Sign-ins a client address may start (and complete) a minute: 10 unless a test says. */
  signInPerMinute?: number;
  /** The clock, for tests that age a session; Date.now otherwise. */
  now?: () => number;
}
