import { clientKeys } from '../uploads/client-key.ts';
import { MinuteCounter } from './minute-counter.ts';

// Hand-written because @fastify/rate-limit counts a request in its onRequest
// hook, before anyone knows whether the post will be accepted: a visitor's
// refused posts (typos, a bot's junk) would use up its accepted ones.

const MINUTE = 60_000;

/** Clients tracked per counter and minute (and as many networks): a few megabytes at most. */
const MAX_KEYS = 10_000;

/** Limits per client and minute; `now` and `maxKeys` are for tests. */
export interface PostRateLimitOptions {
  acceptedPerMinute: number;
  refusedPerMinute: number;
  maxKeys?: number;
  now?: () => number;
}

/**
 * Form posts per client and minute, counted by outcome: accepted posts (202,
 * 303) against one budget, refused ones (4xx) against another, so a client's
 * junk never uses up its accepted posts; a client over either budget is turned
 * away before its body is read. Posts still in progress count as accepted, or
 * a burst of parallel posts would all pass the check before the first is counted.
 */
export class PostRateLimit {
  #accepted: MinuteCounter;
  #refused: MinuteCounter;
  #inProgress = new Map<string, number>();

  constructor(private readonly options: PostRateLimitOptions) {
    // Past the cap, refusals are forgotten (the client counted least recently first) rather than a newcomer turned
    // away: forgetting gives back only a budget for mistakes, and pushing one client out takes MAX_KEYS other
    // addresses, each with a budget of its own anyway. Accepted posts (real mail) are kept: a newcomer then shares
    // its network's budget, never one shared by every address.
    this.#accepted = new MinuteCounter(options.maxKeys ?? MAX_KEYS, 'network');
    this.#refused = new MinuteCounter(options.maxKeys ?? MAX_KEYS, 'evict');
  }

  /** Clients and networks held in memory: bounded by `maxKeys`, whatever clients send. */
  get size(): number {
    return this.#accepted.size + this.#refused.size + this.#inProgress.size;
  }

  /** 0 when this client may post now, else about how many seconds until it may (for Retry-After). */
  retryAfter(ip: string): number {
    const now = this.#now();
    const client = clientKeys(ip);
    const inProgress = this.#inProgress.get(client.key) ?? 0;
    const accepted = this.#accepted.count(client, now);
    const refused = this.#refused.count(client, now);
    const over = [
      {
        ...accepted,
        current: accepted.current + inProgress,
        total: accepted.total + inProgress,
        limit: this.options.acceptedPerMinute,
      },
      { ...refused, limit: this.options.refusedPerMinute },
    ].filter(({ total, limit }) => total >= limit);
    if (over.length === 0) return 0;
    // Last minute's part is gone when this minute ends; this minute's own posts take part of the next minute to fade.
    const toMinuteEnd = MINUTE - (now % MINUTE);
    const wait = Math.max(
      ...over.map(
        ({ current, limit }) => toMinuteEnd + (current >= limit ? (MINUTE * (current - limit + 1)) / current : 0),
      ),
    );
    return Math.max(1, Math.ceil(wait / 1000));
  }

  /**
   * Holds a place for a post that passed the check; call the returned function
   * once with the status it was answered (undefined: the client left first).
   * 429 and 5xx cost nothing: the client was not heard, or the fault was ours.
   */
  begin(ip: string): (status: number | undefined) => void {
    const client = clientKeys(ip);
    const { key } = client;
    this.#inProgress.set(key, (this.#inProgress.get(key) ?? 0) + 1);
    let settled = false;
    return (status) => {
      if (settled) return;
      settled = true;
      const left = this.#inProgress.get(key)! - 1;
      if (left) this.#inProgress.set(key, left);
      else this.#inProgress.delete(key);
      if (status === 202 || status === 303) this.#accepted.add(client, this.#now());
      else if (status === undefined || (status >= 400 && status < 500 && status !== 429))
        this.#refused.add(client, this.#now());
    };
  }

  #now() {
    return (this.options.now ?? Date.now)();
  }
}
