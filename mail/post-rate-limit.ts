import { isIPv6 } from 'node:net';

// Hand-written because @fastify/rate-limit counts a request in its onRequest
// hook, before anyone knows whether the post will be accepted: a visitor's
// refused posts (typos, a bot's junk) would use up its accepted ones.

const MINUTE = 60_000;

/** Addresses tracked per counter and minute: about a megabyte of keys at most. */
const MAX_KEYS = 10_000;

/**
 * The key a client is counted under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped, ::ffff:a.b.c.d); an IPv6 address by its /64, the block
 * one subscriber is usually given, so one home cannot post from 2^64 addresses.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  // An IPv4 tail (64:ff9b::1.2.3.4) fills the last two groups, never one of the first four.
  const groups = (part?: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts per key over a sliding minute, approximated the usual way (as nginx
 * and Cloudflare do): this minute's count plus last minute's, weighted by how
 * much of last minute still lies within the past 60 s. Unlike fixed windows it
 * gives no double budget across a minute's edge. At MAX_KEYS a key not yet
 * seen this minute is counted in one bucket shared by all such keys: memory
 * stays bounded (two minutes of keys) and a flood of addresses never switches
 * the limit off; the price is that visitors first seen during such a flood
 * share one budget until the minute ends.
 */
class MinuteCounter {
  #window = -1;
  #counts = new Map<string, number>();
  #previous = new Map<string, number>();
  #overflow = 0;
  #previousOverflow = 0;

  constructor(private readonly maxKeys: number) {}

  /** Posts by key within the past minute (sliding), and this minute's part alone. */
  count(key: string, now: number): { total: number; current: number } {
    this.#roll(now);
    const tracked = this.#counts.has(key) || this.#counts.size < this.maxKeys;
    const current = tracked ? (this.#counts.get(key) ?? 0) : this.#overflow;
    const previous = this.#previous.get(key) ?? (this.#previous.size >= this.maxKeys ? this.#previousOverflow : 0);
    const weight = 1 - (now % MINUTE) / MINUTE;
    // Rounded up: a post counts in full until its share has faded completely, so a quick burst across the edge is still one burst.
    return { total: current + Math.ceil(previous * weight), current };
  }

  add(key: string, now: number) {
    this.#roll(now);
    const count = this.#counts.get(key);
    if (count !== undefined || this.#counts.size < this.maxKeys) this.#counts.set(key, (count ?? 0) + 1);
    else this.#overflow++;
  }

  #roll(now: number) {
    const window = Math.floor(now / MINUTE);
    if (window === this.#window) return;
    const adjacent = window === this.#window + 1;
    this.#previous = adjacent ? this.#counts : new Map<string, number>();
    this.#previousOverflow = adjacent ? this.#overflow : 0;
    this.#window = window;
    this.#counts = new Map();
    this.#overflow = 0;
  }
}

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
    this.#accepted = new MinuteCounter(options.maxKeys ?? MAX_KEYS);
    this.#refused = new MinuteCounter(options.maxKeys ?? MAX_KEYS);
  }

  /** 0 when this client may post now, else about how many seconds until it may (for Retry-After). */
  retryAfter(ip: string): number {
    const key = clientKey(ip);
    const now = this.#now();
    const inProgress = this.#inProgress.get(key) ?? 0;
    const accepted = this.#accepted.count(key, now);
    const refused = this.#refused.count(key, now);
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
    const key = clientKey(ip);
    this.#inProgress.set(key, (this.#inProgress.get(key) ?? 0) + 1);
    let settled = false;
    return (status) => {
      if (settled) return;
      settled = true;
      const left = this.#inProgress.get(key)! - 1;
      if (left) this.#inProgress.set(key, left);
      else this.#inProgress.delete(key);
      if (status === 202 || status === 303) this.#accepted.add(key, this.#now());
      else if (status === undefined || (status >= 400 && status < 500 && status !== 429))
        this.#refused.add(key, this.#now());
    };
  }

  #now() {
    return (this.options.now ?? Date.now)();
  }
}
