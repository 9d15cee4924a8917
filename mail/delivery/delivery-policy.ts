import { retryDelay, type RetryDelayOptions } from './retry-delay.ts';
import type { SendFailure } from './send-failure.ts';

/**
 * A failed delivery as the policy needs it, whatever the channel: mail gets its
 * kind from classifySendFailure, an HTTP delivery from its response. A peer's
 * own wait (an HTTP Retry-After) comes as retryAfterMs.
 */
export interface DeliveryFailure {
  kind: SendFailure;
  retryAfterMs?: number;
}

/** The rules a queue delivers by, and the instant to judge by (passed in, so the policy reads no clock). */
export interface PolicyContext {
  /** Milliseconds since the epoch. */
  now: number;
  /** How long after acceptance a message is retried before it is given up on. */
  retryWindowMs: number;
  retry: RetryDelayOptions;
  /** The jitter's randomness (retryDelay's); fixed in tests. */
  random?: () => number;
}

/** What to do with a message whose delivery just failed. */
export type DeliveryDecision =
  | { action: 'give-up'; reason: 'permanent' | 'window-ended' }
  /** pauseQueue: the peer itself is down, so every message would fail alike; hold the whole queue for delayMs. */
  | { action: 'retry'; delayMs: number; pauseQueue: boolean };

/**
 * Whether a failure is given up on, and why: a permanent refusal at once, any
 * other once the retry window since receivedAt has ended. Neither the attempt
 * count nor the backoff matters, so an observer of one attempt can tell too.
 */
export function giveUpReason(
  failure: DeliveryFailure,
  receivedAt: Date,
  { now, retryWindowMs }: Pick<PolicyContext, 'now' | 'retryWindowMs'>,
): 'permanent' | 'window-ended' | undefined {
  if (failure.kind === 'permanent') return 'permanent';
  if (now - receivedAt.getTime() >= retryWindowMs) return 'window-ended';
  return undefined;
}

/**
 * The delivery rules, shared by every queue: a permanent refusal is given up
 * on at once; so is any failure once the retry window since receivedAt has
 * ended; otherwise the message is retried after a backoff with jitter that
 * grows with `attempts` (the failed attempts, this one included), or after the
 * peer's retry-after when that is longer, and while the peer is down the queue
 * pauses for as long. A retry-after is honoured only up to the backoff's cap, so
 * a peer cannot park a message beyond it; one that is not a finite positive
 * number is ignored.
 */
export function decide(
  failure: DeliveryFailure,
  receivedAt: Date,
  attempts: number,
  { now, retryWindowMs, retry, random = Math.random }: PolicyContext,
): DeliveryDecision {
  const reason = giveUpReason(failure, receivedAt, { now, retryWindowMs });
  if (reason) return { action: 'give-up', reason };
  const backoff = retryDelay(attempts, retry, random);
  const { retryAfterMs = 0 } = failure;
  const asked = Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? Math.min(retryAfterMs, retry.maxMs) : 0;
  return { action: 'retry', delayMs: Math.max(backoff, asked), pauseQueue: failure.kind === 'relay-down' };
}
