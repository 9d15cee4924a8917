import { Gauge, type Registry } from 'prom-client';
import type { DestinationHealth, MailQueue } from '../queue/mail-queue.ts';
import { HealthSampler } from './health-sampler.ts';

/**
 * The queue's figures as gauges, read from `queue.health()` when Prometheus
 * scrapes, never in between: depth, oldest waiting message (0 when none
 * waits) and given-up count per destination, and whether the queue could be
 * read at all. Every gauge of one scrape shares one reading, and the queue is
 * read at most once a second however often it is scraped (HealthSampler, as
 * /healthz). A queue that cannot be read drops the per-destination figures
 * and sets mail_queue_up to 0.
 */
export function registerQueueGauges(registry: Registry, queue: Pick<MailQueue, 'health'>): void {
  const sampler = new HealthSampler(queue);
  const perDestination = (name: string, help: string, figure: (health: DestinationHealth) => number) =>
    registry.registerMetric(
      new Gauge({
        name,
        help,
        labelNames: ['destination'] as const,
        registers: [],
        async collect() {
          const sample = await sampler.read();
          this.reset();
          if ('error' in sample) return;
          for (const [destination, health] of Object.entries(sample.health.destinations))
            this.set({ destination }, figure(health));
        },
      }),
    );
  perDestination('mail_queue_depth', 'Accepted messages a destination has still to deliver.', (h) => h.depth);
  perDestination(
    'mail_queue_oldest_age_seconds',
    'Age of the oldest message a destination has still to deliver; 0 when none waits.',
    (h) => h.oldestAgeSeconds ?? 0,
  );
  perDestination(
    'mail_queue_given_up',
    'Messages a destination gave up on, kept for a person to look at.',
    (h) => h.failed,
  );
  registry.registerMetric(
    new Gauge({
      name: 'mail_queue_up',
      help: 'Whether the mail queue could be read at this scrape (1) or not (0, e.g. its database is away).',
      registers: [],
      async collect() {
        this.set('error' in (await sampler.read()) ? 0 : 1);
      },
    }),
  );
}
