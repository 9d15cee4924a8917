/** How {@link until} waits. */
export interface UntilOptions<T> {
  /** Give up after this long (default 8 s: generous, since CI machines are shared). */
  timeoutMs?: number;
  /** Whether a value read is the one awaited (default: any truthy value). */
  accept?: (value: T) => boolean;
}

/**
 * Polls `read` until it gives an accepted value and returns that value; fails
 * after the timeout with `message` and the last value read. One helper for the
 * node tests (a delivery, a log line) and the browser tests (a rendered part).
 */
export async function until<T>(
  read: () => T | Promise<T>,
  message: string,
  { timeoutMs = 8_000, accept = Boolean }: UntilOptions<T> = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message} (last value: ${String(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
