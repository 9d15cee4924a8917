import { giveUpReason } from './delivery-policy.ts';
import { DestinationError, type Destination } from './destination.ts';

/** What one attempt at a destination came to, as `mail_deliveries_total` labels it. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'given_up';

/** The outcomes, for observers that list every label before the first attempt. */
export const deliveryOutcomes: readonly DeliveryOutcome[] = ['delivered', 'retry', 'given_up'];

/** Told of each attempt: the destination, its outcome, and for a delivery the seconds since the lead was accepted. */
export type DeliveryObserver = (destination: string, outcome: DeliveryOutcome, secondsSinceAccepted?: number) => void;

/**
 * `destination` as it was, telling `observe` what each attempt came to. A
 * decorator rather than a hook in each queue: the spool and PostgreSQL
 * deliver through the same deliver(), so neither changes. Whether a failure
 * is given up or retried is what the queue's decide() then concludes, asked
 * of the same rule (giveUpReason) a moment earlier; only a failure in the
 * very millisecond the retry window ends could be counted as a retry that
 * the queue gives up. What a queue gives up on without an attempt (a record
 * it cannot read, a destination no longer configured) shows in its health's
 * given-up count, not here.
 */
export function meteredDestination(
  destination: Destination,
  observe: DeliveryObserver,
  retryWindowMs: number,
): Destination {
  const { name } = destination;
  return {
    name,
    ...(destination.readsAttachment !== undefined && { readsAttachment: destination.readsAttachment }),
    ...(destination.close && { close: () => destination.close?.() }),
    wants: (mail) => destination.wants(mail),
    async deliver(mail) {
      try {
        const note = await destination.deliver(mail);
        observe(name, 'delivered', Math.max(0, Date.now() - mail.receivedAt.getTime()) / 1000);
        return note;
      } catch (error) {
        const failure = error instanceof DestinationError ? error.failure : { kind: 'transient' as const };
        const givenUp = giveUpReason(failure, mail.receivedAt, { now: Date.now(), retryWindowMs });
        observe(name, givenUp ? 'given_up' : 'retry');
        throw error;
      }
    },
  };
}
