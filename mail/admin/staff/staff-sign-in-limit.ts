import { clientKeys } from '../../uploads/client-key.ts';
import { MinuteCounter } from '../../posts/minute-counter.ts';

const MINUTE = 60_000;

/** Clients tracked a minute: a few hundred kilobytes at most, whatever clients send. */
const MAX_KEYS = 10_000;

/**
 * Sign-ins per client address (request.ip, which follows TRUST_PROXY; an IPv6
 * address by its /64) over a sliding minute, the form posts' counter. Past the
 * cap the client counted least recently is forgotten: a flood of addresses can
 * at worst give itself budget back, never lock a member of staff out.
 */
export class SignInLimit {
  #counter = new MinuteCounter(MAX_KEYS, 'evict');
  #perMinute: number;
  #now: () => number;

  constructor(perMinute: number, now: () => number = Date.now) {
    this.#perMinute = perMinute;
    this.#now = now;
  }

  /** 0 when this client may try now, and the try is counted; else about how many seconds until it may (Retry-After). */
  take(ip: string): number {
    const now = this.#now();
    const client = clientKeys(ip);
    const { total, current } = this.#counter.count(client, now);
    if (total < this.#perMinute) {
      this.#counter.add(client, now);
      return 0;
    }
    // Last minute's part is gone when this minute ends; this minute's own tries take part of the next minute to fade.
    const overNow = current >= this.#perMinute ? (MINUTE * (current - this.#perMinute + 1)) / current : 0;
    return Math.max(1, Math.ceil((MINUTE - (now % MINUTE) + overNow) / 1000));
  }
}
