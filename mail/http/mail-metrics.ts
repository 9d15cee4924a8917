import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { mailForms } from '../../src/forms/mail-forms.ts';
import type { AcknowledgementOutcome } from '../delivery/acknowledgement/acknowledgement.ts';
import type { Destination } from '../delivery/destination.ts';
import { deliveryOutcomes, meteredDestination, type DeliveryObserver } from '../delivery/metered-destination.ts';
import type { MailQueue } from '../queue/mail-queue.ts';
import { postOutcomes, type PostOutcome } from '../posts/post-outcome.ts';
import { registerQueueGauges } from './queue-gauges.ts';

/** A post's answer: from a refusal in a millisecond to a 5 MB upload on a slow line. */
const INTAKE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Acceptance to delivery: seconds when all is well, up to MAIL_RETRY_HOURS (48 by default) while a destination is down. */
const DELIVERY_BUCKETS = [1, 5, 15, 60, 300, 900, 3_600, 4 * 3_600, 12 * 3_600, 24 * 3_600, 48 * 3_600];

/**
 * The service's figures for `GET /metrics`, in a registry of this app's own
 * (never prom-client's global one, so several apps in one process keep their
 * counts apart). Every label a family can have is listed at 0 from the start,
 * so a rate over the first post or failure is never missed.
 */
export class MailMetrics {
  /** Everything /metrics shows. */
  readonly registry = new Registry();
  readonly #posts = new Counter({
    name: 'mail_form_posts_total',
    help: 'Form posts answered, by form and outcome: accepted, or refused and why.',
    labelNames: ['form', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly #intake = new Histogram({
    name: 'mail_form_post_duration_seconds',
    help: 'Time from a form post received to its answer sent, by form and result (accepted or refused).',
    labelNames: ['form', 'result'] as const,
    buckets: INTAKE_BUCKETS,
    registers: [this.registry],
  });
  readonly #deliveries = new Counter({
    name: 'mail_deliveries_total',
    help: 'Delivery attempts by destination and outcome: delivered, retry (failed, tried again later) or given_up.',
    labelNames: ['destination', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly #latency = new Histogram({
    name: 'mail_delivery_latency_seconds',
    help: 'Time from a lead accepted to its delivery, by destination.',
    labelNames: ['destination'] as const,
    buckets: DELIVERY_BUCKETS,
    registers: [this.registry],
  });
  readonly #acknowledged = new Counter({
    name: 'mail_acknowledgements_sent_total',
    help: 'Automatic acknowledgements sent to senders.',
    registers: [this.registry],
  });
  readonly #suppressed = new Counter({
    name: 'mail_acknowledgements_suppressed_total',
    help: 'Acknowledgements not sent, by reason: within_hour (the address was acknowledged in the last hour, or the ledger is full), no_address, cap (ACKNOWLEDGE_PER_MINUTE reached) or unverified (no solved challenge, or suspected spam).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  /** `processMetrics`: Node's own figures too (CPU, memory, event loop, GC); they watch the process for its life, so only an app that will be scraped asks. */
  constructor({ processMetrics = false }: { processMetrics?: boolean } = {}) {
    for (const form of Object.keys(mailForms))
      for (const outcome of postOutcomes) this.#posts.labels(form, outcome).inc(0);
    for (const reason of ['within_hour', 'no_address', 'cap', 'unverified'] as const)
      this.#suppressed.labels(reason).inc(0);
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** For formRoutes' onPost: one post answered. */
  readonly observePost = (form: string, outcome: PostOutcome, seconds: number): void => {
    this.#posts.labels(form, outcome).inc();
    this.#intake.labels(form, outcome === 'accepted' ? 'accepted' : 'refused').observe(seconds);
  };

  /** For the acknowledgement destination's onOutcome. */
  readonly observeAcknowledgement = (outcome: AcknowledgementOutcome): void => {
    if (outcome === 'sent') this.#acknowledged.inc();
    else this.#suppressed.labels(outcome).inc();
  };

  readonly #observeDelivery: DeliveryObserver = (destination, outcome, seconds) => {
    this.#deliveries.labels(destination, outcome).inc();
    if (seconds !== undefined) this.#latency.labels(destination).observe(seconds);
  };

  /** `destination`, its attempts counted; retryWindowMs as the queue's (MAIL_RETRY_HOURS), to tell a retry from a give-up. */
  meter(destination: Destination, retryWindowMs: number): Destination {
    for (const outcome of deliveryOutcomes) this.#deliveries.labels(destination.name, outcome).inc(0);
    return meteredDestination(destination, this.#observeDelivery, retryWindowMs);
  }

  /** Reads the queue's depth, oldest age and given-up count per destination at each scrape. */
  watchQueue(queue: Pick<MailQueue, 'health'>): void {
    registerQueueGauges(this.registry, queue);
  }
}
