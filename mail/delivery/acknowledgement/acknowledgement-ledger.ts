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
  /**
   * Counts one acknowledgement against the site-wide cap: true while fewer
   * than `perMinute` were sent in the minute of `now` (by every instance
   * sharing the ledger), and this one is counted; false past it.
   */
  takeSendSlot(now: Date, perMinute: number): Promise<boolean>;
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

/** Domains whose mailboxes ignore dots in the local part, by the one name they share. */
const DOTLESS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox however its address was typed, so a flood cannot reach one
 * person many times over through spellings: lower-cased, a `+tag` dropped
 * (ada+x@ and ada@ reach one inbox at most providers), and for Gmail the dots
 * dropped and googlemail.com read as gmail.com.
 */
export function ledgerKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  const dotless = DOTLESS[domain];
  if (dotless) local = local.replaceAll('.', '');
  // A local part that was all tag ('+x@') stays as typed: an empty one would join unrelated addresses.
  return `${local || lower.slice(0, at)}@${dotless ?? domain}`;
}
