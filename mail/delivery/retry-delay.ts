/** Backoff bounds: the first retry after about base ms, doubling up to max. */
export interface RetryDelayOptions {
  baseMs: number;
  maxMs: number;
}

/**
 * How long to wait before attempt number `attempt` + 1: exponential, capped,
 * with jitter (half fixed, half random) so many instances that lost the relay
 * together do not all come back at the same instant.
 */
export function retryDelay(attempt: number, { baseMs, maxMs }: RetryDelayOptions, random = Math.random): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap / 2 + (random() * cap) / 2);
}
