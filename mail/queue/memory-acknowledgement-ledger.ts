import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  ledgerKey,
  type AcknowledgementLedger,
} from '../delivery/acknowledgement/acknowledgement-ledger.ts';

/** Addresses remembered at most: far more than a company's forms see in an hour, about 10 MB. */
const DEFAULT_CAPACITY = 50_000;

/**
 * The ledger in this process's memory, for the local spool (one process owns
 * it). Claims older than an hour are forgotten as new ones come, oldest
 * first. Past `capacity` addresses within the hour it fails closed: a new
 * address is refused, so a flood of posts naming other people's addresses
 * can never make us send without limit; their leads still reach the company,
 * only the courtesy reply is lost. A restart forgets every claim.
 */
export class MemoryAcknowledgementLedger implements AcknowledgementLedger {
  /** Address → its claim; Map keeps insertion order, and a claim is re-inserted, so the oldest comes first. */
  readonly #claims = new Map<string, { recordId: string; at: number }>();
  readonly #capacity: number;
  /** The minute being counted (ms since the epoch / 60 000) and the acknowledgements sent in it. */
  #minute = 0;
  #sentThisMinute = 0;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = capacity;
  }

  /** Addresses remembered now. */
  get size(): number {
    return this.#claims.size;
  }

  async claim(address: string, recordId: string, now: Date): Promise<boolean> {
    const at = now.getTime();
    this.#forget(at);
    const key = ledgerKey(address);
    const held = this.#claims.get(key);
    if (held && held.recordId !== recordId && at - held.at < ACKNOWLEDGEMENT_WINDOW_MS) return false;
    if (!held && this.#claims.size >= this.#capacity) return false;
    this.#claims.delete(key);
    this.#claims.set(key, { recordId, at });
    return true;
  }

  async takeSendSlot(now: Date, perMinute: number): Promise<boolean> {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.#minute) [this.#minute, this.#sentThisMinute] = [minute, 0];
    if (this.#sentThisMinute >= perMinute) return false;
    this.#sentThisMinute++;
    return true;
  }

  async forget(now: Date): Promise<number> {
    const before = this.#claims.size;
    this.#forget(now.getTime());
    return before - this.#claims.size;
  }

  /** Drops the claims an hour old, from the oldest until the first that is not. */
  #forget(at: number): void {
    for (const [key, held] of this.#claims) {
      if (at - held.at < ACKNOWLEDGEMENT_WINDOW_MS) return;
      this.#claims.delete(key);
    }
  }
}
