import type { MailQueue, QueueHealth } from '../queue/mail-queue.ts';

/** The queue's state as last read, or why it could not be read. */
export type HealthSample = { health: QueueHealth } | { error: Error };

/** How often the queue may be read and how long a probe waits; `now` is for tests. */
export interface HealthSamplerOptions {
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Told once per failed read, not once per probe that sees it. */
  onError?: (error: Error) => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Reads `queue.health()` at most once a second whatever the request rate:
 * every probe until the answer is a second old, and every probe while a read
 * is under way, shares one read. So an open /healthz cannot be used to load
 * the database. A read slower than `timeoutMs` is reported to the probes
 * waiting as an error (a queue that slow is not healthy) and finishes in the
 * background; no second read starts until it has.
 */
export class HealthSampler {
  #pending?: Promise<HealthSample>;
  #settledAt: number | undefined;

  constructor(
    private readonly queue: Pick<MailQueue, 'health'>,
    private readonly options: HealthSamplerOptions = {},
  ) {}

  /** The latest sample, reading the queue only if none is under way and the last is a second old. */
  read(): Promise<HealthSample> {
    const { maxAgeMs = 1_000, timeoutMs = 3_000, now = Date.now } = this.options;
    if (!this.#pending || (this.#settledAt !== undefined && now() - this.#settledAt >= maxAgeMs)) {
      this.#settledAt = undefined;
      this.#pending = this.#readQueue().finally(() => (this.#settledAt = now()));
    }
    if (this.#settledAt !== undefined) return this.#pending;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<HealthSample>((resolve) => {
      timer = setTimeout(
        () => resolve({ error: new Error(`no answer from the mail queue in ${timeoutMs} ms`) }),
        timeoutMs,
      );
      timer.unref();
    });
    return Promise.race([this.#pending, late]).finally(() => clearTimeout(timer));
  }

  async #readQueue(): Promise<HealthSample> {
    try {
      return { health: await this.queue.health() };
    } catch (error) {
      this.options.onError?.(asError(error));
      return { error: asError(error) };
    }
  }
}
