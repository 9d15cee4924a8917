import { z } from 'zod';

/** How long an address, once acknowledged, gets no other acknowledgement. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Who was acknowledged lately, so an address gets at most one acknowledgement
 * an hour however many forms name it. A record's retries claim again and are
 * let through: a send that failed after its claim still goes.
 */
export interface AcknowledgementLedger {
  /**
   * True if no other record claimed this address (lower-cased, trimmed) in
   * the hour before `now`, or if this same record did; the claim is then
   * recorded at `now`. False: send nothing.
   */
  claim(address: string, recordId: string, now: Date): Promise<boolean>;
  /**
   * Deletes every claim an hour old at `now`, as claims do as they come, for
   * the retention sweep: without claims nothing else would. Resolves with how
   * many it deleted.
   */
  forget(now: Date): Promise<number>;
  /** Releases what the ledger holds (a connection pool of its own), when the queue stops. */
  close?(): Promise<void>;
}

/** Only a plain address, no name and no line break, ever becomes a recipient. */
const plainAddress = z.email().max(254);

/** The address a record may be acknowledged at, or undefined when it holds none that is valid. */
export function acknowledgementAddress(value: string | undefined): string | undefined {
  const parsed = plainAddress.safeParse(value?.trim());
  return parsed.success ? parsed.data : undefined;
}

/** One address however it was typed: Ada@Example.com and ada@example.com are one mailbox in practice. */
export const ledgerKey = (address: string) => address.trim().toLowerCase();
