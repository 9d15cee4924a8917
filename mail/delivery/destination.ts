import type { DeliveryFailure } from './delivery-policy.ts';
import type { AcceptedMail, QueuedMail } from './lead-record.ts';

/**
 * One place an accepted lead goes: the company inbox, a signed webhook, Slack,
 * the acknowledgement to the sender. Both queues deliver, retry and give up on
 * each destination of a record on its own, from the one durable record.
 */
export interface Destination {
  /** Stable and unique ('mail', 'webhook:crm', 'slack', 'acknowledgement'): stored with each record and shown in /healthz. */
  readonly name: string;
  /** Whether this accepted post goes here at all; asked once, at intake, and the answer stored with the record. */
  wants(mail: Pick<AcceptedMail, 'form' | 'fields' | 'source'>): boolean;
  /**
   * One attempt. Resolves with a line for the log once the receiver took it
   * (or once there was rightly nothing to send); rejects with a
   * DestinationError to be retried or given up as delivery-policy.ts decides.
   * Any other error counts as transient.
   */
  deliver(mail: QueuedMail): Promise<string>;
  /** false: an attempt needs the attachment's name, type and size, not its bytes, so a queue may leave them unread. */
  readonly readsAttachment?: boolean;
  /** Releases what it holds (an SMTP transport) when the queue stops. */
  close?(): void;
}

/** A failed attempt at one destination, with what the delivery policy needs to know of it. */
export class DestinationError extends Error {
  readonly failure: DeliveryFailure;

  /** message: one line for the log and /healthz, never the lead's content. */
  constructor(message: string, failure: DeliveryFailure) {
    super(message);
    this.name = 'DestinationError';
    this.failure = failure;
  }
}
