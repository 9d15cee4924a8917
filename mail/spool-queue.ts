import { Delivery, type DeliveryOptions } from './deliver.ts';
import { receivedAtOf } from './mail-id.ts';
import type { AcceptedMail, MailQueue, QueueHealth } from './mail-queue.ts';
import { Spool } from './spool.ts';

/**
 * The default queue: the local spool under DATA_DIR/spool and the worker that
 * delivers from it. One machine, nothing to install.
 */
export class SpoolQueue implements MailQueue {
  readonly spool: Spool;
  readonly #delivery: Delivery;

  /** A queue over the spool folder dir; the delivery options are the worker's. */
  constructor(dir: string, options: Omit<DeliveryOptions, 'spool'>) {
    this.spool = new Spool(dir);
    this.#delivery = new Delivery({ ...options, spool: this.spool });
  }

  /** Where uploads are staged while they arrive (the spool's tmp/), so acceptance is a rename. */
  get stagingDir(): string {
    return this.spool.stagingDir;
  }

  async open(): Promise<void> {
    await this.spool.open();
  }

  enqueue(mail: AcceptedMail, receivedAt?: Date): Promise<string> {
    return this.spool.enqueue(mail, receivedAt);
  }

  start(): void {
    this.#delivery.start();
  }

  kick(): void {
    this.#delivery.kick();
  }

  stop(): Promise<void> {
    return this.#delivery.stop();
  }

  async health(): Promise<QueueHealth> {
    const [records, batched, failed] = await Promise.all([
      this.spool.list('new'),
      this.spool.batched(),
      this.spool.list('failed'),
    ]);
    const waiting = [...records, ...batched].sort();
    const oldest = waiting[0];
    return {
      kind: 'spool',
      depth: waiting.length,
      oldestAgeSeconds:
        oldest === undefined ? null : Math.max(0, Math.round((Date.now() - receivedAtOf(oldest).getTime()) / 1000)),
      failed: failed.length,
      lastError: this.#delivery.lastError,
    };
  }
}
