import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { composeMail, type MailEnvelope } from './compose.ts';
import { decide } from './delivery-policy.ts';
import type { QueuedMail } from './mail-queue.ts';
import type { MailSender } from './mail-sender.ts';
import { retryDelay, type RetryDelayOptions } from './retry-delay.ts';
import { classifySendFailure } from './send-failure.ts';
import type { Spool } from './spool.ts';

/** What the delivery worker needs; the defaults suit production. */
export interface DeliveryOptions {
  spool: Spool;
  sender: MailSender;
  envelope: MailEnvelope;
  /** How long after acceptance a message is retried before it moves to failed/. */
  retryWindowMs: number;
  retry?: RetryDelayOptions;
  /** A pass runs at least this often, besides kick() and due retries. */
  pollMs?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The worker that empties the spool: one message at a time, oldest first,
 * removed only after the relay accepted it; failures retried with backoff and
 * jitter until the retry window ends, then moved to failed/ and logged. A
 * permanent refusal (a 5xx reply to the message) moves it to failed/ at once.
 * Retry state lives in memory, so a restart simply tries everything again.
 * Delivery is at least once: a relay that accepts but whose reply is lost gets
 * the message again, under the same Message-ID.
 */
export class Delivery {
  readonly #o: Required<DeliveryOptions>;
  readonly #retries = new Map<string, { attempts: number; nextAt: number }>();
  /** Sent, but the spool file could not be removed: never send these again in this process. */
  readonly #sent = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #lastError: { at: string; message: string } | null = null;

  /** A worker over options.spool; nothing happens until start(). */
  constructor(options: DeliveryOptions) {
    this.#o = { retry: { baseMs: 5_000, maxMs: 15 * 60_000 }, pollMs: 30_000, ...options };
  }

  /** Starts delivering, beginning with whatever a previous run left in the spool. */
  start(): void {
    this.#stopped = false;
    this.kick();
  }

  /** Asks for a pass now (e.g. right after enqueue). Passes never overlap; a kick during one queues another. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pass) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#pass = this.#deliverDue()
      .catch((error: unknown) => this.#o.log.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        this.#pass = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        } else this.#schedule();
      });
  }

  /** The last failed delivery attempt since start, for /healthz. */
  get lastError(): { at: string; message: string } | null {
    return this.#lastError;
  }

  /** Stops after the message in flight, if any, and closes the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#pass;
    this.#o.sender.close();
  }

  #schedule(): void {
    if (this.#stopped) return;
    let next = Date.now() + this.#o.pollMs;
    for (const { nextAt } of this.#retries.values()) next = Math.min(next, nextAt);
    this.#timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
    this.#timer.unref(); // the HTTP server keeps the process alive; this timer must not
  }

  async #deliverDue(): Promise<void> {
    await this.#o.spool.unbatch();
    const ids = await this.#o.spool.list();
    for (const id of this.#retries.keys()) if (!ids.includes(id)) this.#retries.delete(id);
    for (const id of ids) {
      if (this.#stopped) return;
      if ((this.#retries.get(id)?.nextAt ?? 0) > Date.now()) continue;
      // While the relay is down every message would fail the same way: wait for the retry instead.
      if ((await this.#attempt(id)) === 'relay-down') return;
    }
  }

  async #attempt(id: string): Promise<'done' | 'retry' | 'relay-down'> {
    if (this.#sent.has(id)) return this.#forget(id);
    let mail: QueuedMail;
    try {
      mail = await this.#o.spool.read(id);
    } catch (error) {
      if (isMissing(error)) return 'done';
      return this.#quarantine(id, error);
    }
    try {
      const note = await this.#o.sender.send(composeMail(mail, this.#o.envelope), id).finally(() => {
        // An attachment stream the send did not finish must not hold its file open.
        if (mail.file?.content instanceof Readable) mail.file.content.destroy();
      });
      this.#sent.add(id);
      this.#retries.delete(id);
      this.#o.log.info({ id, form: mail.form }, `mail ${id} delivered: ${note}`);
      return this.#forget(id);
    } catch (error) {
      return this.#failed(mail, error);
    }
  }

  async #failed({ id, receivedAt }: QueuedMail, error: unknown): Promise<'retry' | 'relay-down' | 'done'> {
    const attempts = (this.#retries.get(id)?.attempts ?? 0) + 1;
    const reason = (error as Error).message;
    const now = Date.now();
    const { retryWindowMs, retry } = this.#o;
    const decision = decide({ kind: classifySendFailure(error) }, receivedAt, attempts, { now, retryWindowMs, retry });
    this.#lastError = { at: new Date(now).toISOString(), message: `mail ${id}: ${reason}` };
    if (decision.action === 'give-up') {
      this.#retries.delete(id);
      await this.#o.spool.fail(id);
      this.#o.log.error(
        { id, attempts, reason },
        decision.reason === 'permanent'
          ? `mail ${id} refused for good by the relay; moved to failed/`
          : `mail ${id} undelivered since ${receivedAt.toISOString()}; moved to failed/`,
      );
      return 'done';
    }
    const { delayMs, pauseQueue } = decision;
    this.#retries.set(id, { attempts, nextAt: now + delayMs });
    this.#o.log.warn(
      { id, attempts, reason },
      `mail ${id} not delivered (attempt ${attempts}); retrying in ${Math.ceil(delayMs / 1000)} s`,
    );
    return pauseQueue ? 'relay-down' : 'retry';
  }

  /**
   * Moves an unreadable spool file to failed/. When even that fails, the file is
   * skipped and logged, and tried again after the usual delay: one bad file
   * never holds up the messages behind it.
   */
  async #quarantine(id: string, reason: unknown): Promise<'done' | 'retry'> {
    try {
      await this.#o.spool.fail(id);
      this.#retries.delete(id);
      this.#lastError = {
        at: new Date().toISOString(),
        message: `mail ${id} is unreadable: ${(reason as Error).message}`,
      };
      this.#o.log.error({ err: reason, id }, `spooled mail ${id} is unreadable; moved to failed/`);
      return 'done';
    } catch (error) {
      const attempts = (this.#retries.get(id)?.attempts ?? 0) + 1;
      const delay = retryDelay(attempts, this.#o.retry);
      this.#retries.set(id, { attempts, nextAt: Date.now() + delay });
      this.#o.log.error(
        { err: error, id },
        `spooled mail ${id} is unreadable and could not be moved to failed/; skipped, trying again in ${Math.ceil(delay / 1000)} s`,
      );
      return 'retry';
    }
  }

  /** Removes a delivered message from the spool; if that fails, remembers not to send it again. */
  async #forget(id: string): Promise<'done'> {
    try {
      await this.#o.spool.remove(id);
      this.#sent.delete(id);
    } catch (error) {
      if (isMissing(error)) this.#sent.delete(id);
      else this.#o.log.error({ err: error, id }, `mail ${id} was delivered but could not be removed from the spool`);
    }
    return 'done';
  }
}
