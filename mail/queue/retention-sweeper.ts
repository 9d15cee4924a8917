import type { FastifyBaseLogger } from 'fastify';
import type { AcknowledgementLedger } from '../delivery/acknowledgement/acknowledgement-ledger.ts';
import type { RetentionPolicy } from '../delivery/retention-policy.ts';
import { deleteExpiredFiles } from './delete-expired-files.ts';
import type { MailQueue, RetentionSweep } from './mail-queue.ts';

/** What the sweeper deletes from, and how often. */
export interface RetentionSweeperOptions {
  /** The queue's own records: given up, resumes, rows left after delivery (sweepExpired). */
  queue: Pick<MailQueue, 'sweepExpired'>;
  /** The acknowledgement ledger's claims. */
  ledger: Pick<AcknowledgementLedger, 'forget'>;
  /** DATA_DIR/outbox: the .eml files written when SMTP_URL is unset are the company's copy of each lead. */
  outboxDir: string;
  policy: RetentionPolicy;
  /** Between sweeps; the first runs at start. */
  everyMs?: number;
  /** The clock, for tests. */
  now?: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One sweep an hour: a record is gone at most an hour after its time is up. */
const HOUR_MS = 60 * 60 * 1000;

/** "3 given-up records, 1 resume": the kinds with any, or "nothing". */
function describe(deleted: Record<string, number>): string {
  const parts = Object.entries(deleted)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${count === 1 ? kind.replace(/s(?= |$)/, '') : kind}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/**
 * Deletes personal data older than RETENTION_DAYS, at start and then every
 * hour, on either queue: what the queue holds that is no longer being
 * delivered, the acknowledgement claims past their hour, and the local
 * outbox; each sweep logged with its counts. Mail still being delivered is
 * never deleted (its retry window ends within the retention, see
 * retention-policy.ts). Logs the policy's warnings once, at start. A sweep
 * that fails is logged and tried again at the next.
 */
export class RetentionSweeper {
  readonly #o: Required<RetentionSweeperOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RetentionSweep | undefined> = Promise.resolve(undefined);

  /** A sweeper over options.queue; nothing runs until start(). */
  constructor(options: RetentionSweeperOptions) {
    this.#o = { everyMs: HOUR_MS, now: () => new Date(), ...options };
  }

  /** Logs the warnings, sweeps now, then every everyMs until stop(). */
  start(): void {
    for (const warning of this.#o.policy.warnings) this.#o.log.warn(warning);
    void this.sweep();
    // Unreferenced: a pending sweep never keeps a process alive that is otherwise done.
    this.#timer = setInterval(() => void this.sweep(), this.#o.everyMs).unref();
  }

  /** Stops the timer and waits for a sweep under way, before the queue releases its connections. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** One sweep, after any under way; resolves with what it did, or undefined when it failed (logged). */
  sweep(): Promise<RetentionSweep | undefined> {
    this.#running = this.#running.then(() =>
      this.#sweepNow().catch((error: unknown) => {
        this.#o.log.error({ err: error }, 'retention sweep failed; trying again at the next');
        return undefined;
      }),
    );
    return this.#running;
  }

  async #sweepNow(): Promise<RetentionSweep> {
    const { queue, ledger, outboxDir, policy, now, log } = this.#o;
    const at = now();
    const before = new Date(at.getTime() - policy.retentionMs);
    const { deleted, stillDelivering } = await queue.sweepExpired(before);
    deleted['acknowledgement claims'] = await ledger.forget(at);
    deleted['outbox mails'] = (await deleteExpiredFiles(outboxDir, before)).length;
    const days = policy.retentionMs / (24 * HOUR_MS);
    log.info({ deleted, stillDelivering }, `retention sweep (${days} days): deleted ${describe(deleted)}`);
    if (stillDelivering > 0)
      log.warn(
        { stillDelivering },
        `${stillDelivering} message${stillDelivering === 1 ? ' is' : 's are'} older than ${days} days and still being delivered; kept until delivered or given up`,
      );
    return { deleted, stillDelivering };
  }
}
