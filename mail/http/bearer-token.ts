import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries exactly `Bearer <token>`. Compared
 * in constant time: both sides are hashed first, so neither the token's
 * length nor how much of it a guess got right shows in the time taken.
 * No token configured: nothing matches.
 */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || authorization === undefined) return false;
  const [scheme = '', value = '', ...rest] = authorization.trim().split(/\s+/);
  const equal = timingSafeEqual(digest(value), digest(token));
  return equal && scheme.toLowerCase() === 'bearer' && rest.length === 0;
}
