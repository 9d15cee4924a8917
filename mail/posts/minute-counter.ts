import type { ClientKeys } from '../uploads/client-key.ts';

const MINUTE = 60_000;

/**
 * What a counter does with a client it has no room for. `evict`: forget the
 * client counted least recently, so a newcomer always has its own count.
 * `network`: count the newcomer with the others of its /16 (IPv6 /48), so
 * known clients keep their counts and a flood lands in the flood's networks.
 */
export type OverflowPolicy = 'evict' | 'network';

interface Window {
  keys: Map<string, number>;
  networks: Map<string, number>;
}

const emptyWindow = (): Window => ({ keys: new Map(), networks: new Map() });

/** Adds one to `key`, moving it to the end so the map's first key is the one counted least recently. */
function bump(map: Map<string, number>, key: string, max: number) {
  const count = map.get(key);
  if (count !== undefined) map.delete(key);
  else if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, (count ?? 0) + 1);
}

/**
 * Posts per client over a sliding minute, approximated the usual way (as nginx
 * and Cloudflare do): this minute's count plus last minute's, weighted by how
 * much of last minute still lies within the past 60 s. Unlike fixed windows it
 * gives no double budget across a minute's edge. At most `maxKeys` clients and
 * `maxKeys` networks are held per minute, two minutes at a time, whatever
 * clients send; past that the policy decides, and no bucket is ever shared by
 * every newcomer, so no flood of addresses can use up a stranger's budget.
 */
export class MinuteCounter {
  #window = -1;
  #current = emptyWindow();
  #previous = emptyWindow();

  constructor(
    private readonly maxKeys: number,
    private readonly overflow: OverflowPolicy,
  ) {}

  /** Posts by this client within the past minute (sliding), and this minute's part alone. */
  count(client: ClientKeys, now: number): { total: number; current: number } {
    this.#roll(now);
    const current = this.#read(this.#current, client);
    const previous = this.#read(this.#previous, client);
    const weight = 1 - (now % MINUTE) / MINUTE;
    // Rounded up: a post counts in full until its share has faded completely, so a quick burst across the edge is still one burst.
    return { total: current + Math.ceil(previous * weight), current };
  }

  /** Counts one post by this client now. */
  add({ key, network }: ClientKeys, now: number) {
    this.#roll(now);
    const { keys, networks } = this.#current;
    if (keys.has(key) || keys.size < this.maxKeys || this.overflow === 'evict') bump(keys, key, this.maxKeys);
    else bump(networks, network, this.maxKeys);
  }

  /** Clients and networks held, both minutes together: never more than four times `maxKeys`. */
  get size(): number {
    return [this.#current, this.#previous].reduce((sum, { keys, networks }) => sum + keys.size + networks.size, 0);
  }

  #read({ keys, networks }: Window, { key, network }: ClientKeys): number {
    const count = keys.get(key);
    if (count !== undefined) return count;
    if (this.overflow === 'network' && keys.size >= this.maxKeys) return networks.get(network) ?? 0;
    return 0;
  }

  #roll(now: number) {
    const window = Math.floor(now / MINUTE);
    if (window === this.#window) return;
    this.#previous = window === this.#window + 1 ? this.#current : emptyWindow();
    this.#window = window;
    this.#current = emptyWindow();
  }
}
