/** The window a drain rate is counted over. */
const WINDOW_SECONDS = 60;

/**
 * Deliveries per destination over the last minute, counted in this process:
 * one counter per second, so a rate costs the same however many deliveries
 * were made. With several instances on PostgreSQL each reports its own share.
 */
export class DrainRate {
  readonly #buckets = new Map<string, { second: number; count: number }[]>();

  /** Counts one delivery to destination, now. */
  delivered(destination: string, now = Date.now()): void {
    const second = Math.floor(now / 1000);
    let buckets = this.#buckets.get(destination);
    if (!buckets) this.#buckets.set(destination, (buckets = []));
    const last = buckets.at(-1);
    if (last?.second === second) last.count++;
    else buckets.push({ second, count: 1 });
    while (buckets.length > 0 && buckets[0]!.second <= second - WINDOW_SECONDS) buckets.shift();
  }

  /** Deliveries to destination in the last minute. */
  perMinute(destination: string, now = Date.now()): number {
    const since = Math.floor(now / 1000) - WINDOW_SECONDS;
    let count = 0;
    for (const bucket of this.#buckets.get(destination) ?? []) if (bucket.second > since) count += bucket.count;
    return count;
  }
}
