/**
 * What became of one form post, as `mail_form_posts_total` labels it. Most
 * follow from the answer's status; the handlers name the rest, where one
 * status has two causes (a bot's 202, a 503 for a full house or for a queue
 * that could not store).
 */
export const postOutcomes = [
  'accepted',
  'spam',
  'invalid',
  'origin_refused',
  'too_large',
  'too_slow',
  'unsupported_type',
  'unsafe_file',
  'scan_unavailable',
  'rate_limited',
  'busy',
  'store_failed',
  'error',
] as const;

/** One of postOutcomes. */
export type PostOutcome = (typeof postOutcomes)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the form routes where the status alone would not tell why (postOutcome reads it). */
    postOutcome: PostOutcome | null;
  }
}

/** The outcome of each status the form routes answer with; anything else is an error of ours. */
const byStatus: Partial<Record<number, PostOutcome>> = {
  202: 'accepted',
  303: 'accepted',
  400: 'invalid',
  403: 'origin_refused',
  408: 'too_slow',
  413: 'too_large',
  415: 'unsupported_type',
  422: 'unsafe_file',
  429: 'rate_limited',
};

/** Why a post ended with `statusCode`: the outcome a handler named, else the status's own. */
export function postOutcome(statusCode: number, named: PostOutcome | null): PostOutcome {
  return named ?? byStatus[statusCode] ?? 'error';
}
