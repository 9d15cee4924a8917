import { Delivery, type DeliveryOptions } from '../deliver.ts';
import type { MailQueue, QueueHealth, RetentionSweep } from '../mail-queue.ts';
import type { AcceptedMail } from '../../delivery/lead-record.ts';
import { spoolHealth } from './spool-health.ts';
import { sweepSpool } from './spool-retention.ts';
import { Spool } from './spool.ts';

/**
 * The default queue: the local spool under DATA_DIR/spool and the worker that
 * delivers from it to every destination. One machine, nothing to install.
 */
export class SpoolQueue implements MailQueue {
  readonly spool: Spool;
  readonly #delivery: Delivery;
  readonly #destinations: DeliveryOptions['destinations'];

  /** A queue over the spool folder dir; the delivery options are the worker's. */
  constructor(dir: string, options: Omit<DeliveryOptions, 'spool'>) {
    this.spool = new Spool(dir);
    this.#destinations = options.destinations;
    this.#delivery = new Delivery({ ...options, spool: this.spool });
  }

  /** Where uploads are staged while they arrive (the spool's tmp/), so acceptance is a rename. */
  get stagingDir(): string {
    return this.spool.stagingDir;
  }

  async open(): Promise<void> {
    await this.spool.open();
  }

  /** Stores the post with the names of the destinations that want it, asked once, here. */
  enqueue(mail: AcceptedMail, receivedAt?: Date): Promise<string> {
    const wanted = this.#destinations.filter((destination) => destination.wants(mail)).map(({ name }) => name);
    return this.spool.enqueue(mail, receivedAt, wanted);
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

  health(): Promise<QueueHealth> {
    return spoolHealth(this.spool, this.#delivery.errors(), this.#delivery.drain);
  }

  /** Deletes failed/'s records received before `before` (spool-retention.ts). */
  async sweepExpired(before: Date): Promise<RetentionSweep> {
    const sweep = await sweepSpool(this.spool, before);
    // What failed/ held has changed under the tally: counted again (rarely: hourly, and failed/ is small).
    await this.spool.countFailed();
    return sweep;
  }
}
