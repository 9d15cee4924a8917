/**
 * Refusals the server names with a `code` in its JSON, beside the status, so a
 * form in the browser can tell them from others of that status and from a
 * network failure, and word them itself.
 */
export const refusalCodes = {
  /** The page's origin is neither the site's nor in PARTNER_ORIGINS (403): no retry from that page helps. */
  originRefused: 'origin_refused',
} as const;

/** One of {@link refusalCodes}. */
export type RefusalCode = (typeof refusalCodes)[keyof typeof refusalCodes];
