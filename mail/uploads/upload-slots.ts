import { clientKey, subnetKey } from './client-key.ts';

/**
 * How many posts one client may have arriving at once. A person sends one form
 * at a time and a post's body arrives in well under a second, so only a slow
 * or hostile client ever nears these; they keep such clients from holding the
 * slots (MAIL_MAX_INFLIGHT, 64 by default) everyone shares.
 */
export const uploadCaps = {
  /** Per address (an IPv6 /64): room for a household behind one address, or a retry while the first try still runs. */
  perClient: 4,
  /** Per IPv4 /24 or IPv6 /48: an office or a hosting block holds at most a quarter of the default 64 slots. */
  perNetwork: 16,
} as const;

/** The caps as {@link UploadSlots} takes them. */
export type UploadCaps = { perClient: number; perNetwork: number };

/**
 * The posts each client and each network has arriving at once, so one
 * address's (or one block's) slow clients can never hold every slot. Memory
 * holds only the keys with a post under way.
 */
export class UploadSlots {
  readonly #clients = new Map<string, number>();
  readonly #networks = new Map<string, number>();

  constructor(private readonly caps: UploadCaps = uploadCaps) {}

  /** A slot for a post from ip: its release (safe to call twice), or undefined when its address or network is full. */
  take(ip: string): (() => void) | undefined {
    const client = clientKey(ip);
    const network = subnetKey(ip);
    if ((this.#clients.get(client) ?? 0) >= this.caps.perClient) return undefined;
    if ((this.#networks.get(network) ?? 0) >= this.caps.perNetwork) return undefined;
    add(this.#clients, client, 1);
    add(this.#networks, network, 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      add(this.#clients, client, -1);
      add(this.#networks, network, -1);
    };
  }

  /** Keys with a post under way (both maps): zero once every post has ended. */
  get size(): number {
    return this.#clients.size + this.#networks.size;
  }
}

function add(counts: Map<string, number>, key: string, step: number): void {
  const count = (counts.get(key) ?? 0) + step;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
