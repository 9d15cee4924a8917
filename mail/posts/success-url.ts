import { webAddress } from '../../src/forms/lead-source.ts';

/** The form field a widget's first view adds to a plain post: where the partner wants the visitor to land. */
export const SUCCESS_URL_FIELD = 'success_url';

/**
 * Where an accepted plain post sends the browser: the post's success_url when
 * it is an http(s) address on the site's own origin or on a partner origin
 * the operator allowed, so the server is no open redirect; otherwise nowhere
 * (the caller sends the thank-you page).
 */
export function successTarget(
  value: string | undefined,
  siteOrigin: string,
  partnerOrigins: readonly string[],
): string | undefined {
  const address = webAddress(value);
  if (!address) return undefined;
  const { origin } = new URL(address);
  return origin === siteOrigin || partnerOrigins.includes(origin) ? address : undefined;
}
