import type { Staff } from './staff-options.ts';

/** Who may sign in: ADMIN_ALLOWED_DOMAINS and ADMIN_ALLOWED_GROUPS. */
export interface StaffPolicy {
  allowedDomains: readonly string[];
  allowedGroups: readonly string[];
}

/** The verdict on someone the provider vouched for: let in as `staff`, or refused and why, with who they were. */
export type StaffVerdict =
  { allowed: true; staff: Staff } | { allowed: false; reason: 'no-email' | 'unverified' | 'not-allowed'; who: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A claim's groups: a list of strings, or one string as some providers send a single group. */
const groupsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((group) => typeof group === 'string') : [];

/**
 * Judges the claims of someone the identity provider signed in (the ID token's,
 * completed from userinfo): the address must not be marked unverified
 * (`email_verified: false`, or "false" as some providers spell it), and its
 * domain must be one allowed exactly (a subdomain is another domain) or one of
 * the `groups` one allowed. A domain rule trusts the provider to vouch for
 * addresses of that domain: use a provider the company owns.
 */
export function staffVerdict(claims: Record<string, unknown>, policy: StaffPolicy): StaffVerdict {
  const email = text(claims.email);
  const name =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email;
  const who = email && name !== email ? `${name} <${email}>` : email || name || text(claims.sub);
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return { allowed: false, reason: 'no-email', who };
  if (claims.email_verified === false || claims.email_verified === 'false')
    return { allowed: false, reason: 'unverified', who };
  const domain = email.slice(at + 1).toLowerCase();
  const inDomain = policy.allowedDomains.some((allowed) => allowed.toLowerCase() === domain);
  const inGroup = groupsOf(claims.groups).some((group) => policy.allowedGroups.includes(group));
  if (!inDomain && !inGroup) return { allowed: false, reason: 'not-allowed', who };
  return { allowed: true, staff: { name, email } };
}
