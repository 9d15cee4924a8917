// No React here: the widgets' first view (src/elements/first-view.ts) checks
// an attribute's address with it before React has come.

/**
 * Whether a partner's or a marketer's link address may be used as given: a
 * path of the company's site or an http(s) address, never `javascript:` or
 * `data:`, which would run on the visitor's click.
 */
export function isLinkAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(value.trim());
}
