/**
 * Where the challenges' signing key is kept and which solutions were spent,
 * beside the queue: on the local spool for one process, in PostgreSQL for
 * every instance on MAIL_QUEUE_URL.
 */
export interface ChallengeStore {
  /** The signing key made at first start and kept, the same for every instance sharing the store. */
  key(): Promise<string>;
  /**
   * True the first time the challenge `id` is spent, false on every later try
   * on any instance sharing the store. Remembered until `expiresAt`, when the
   * challenge's own expiry refuses it anyway.
   */
  spend(id: string, expiresAt: Date, now: Date): Promise<boolean>;
  /** Releases what the store holds (a connection pool of its own). */
  close?(): Promise<void>;
}

/** A new signing key: 32 random bytes, as hex. */
export const newChallengeKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');
