import type { FastifyPluginCallback } from 'fastify';
import { bearerMatches } from './bearer-token.ts';
import { HealthSampler } from './health-sampler.ts';
import type { MailQueue, QueueHealth } from '../queue/mail-queue.ts';

/** HEALTH_DEGRADED_AFTER_SECONDS's default: a lead waiting longer means delivery is behind, whatever the cause. */
const DEGRADED_AFTER_SECONDS = 300;

/** How long a wait reads in a warning: seconds under two minutes, else minutes. */
const waited = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.round(seconds / 60)} minutes`);

/** What needs a person's attention in a queue's state; empty when all is well. */
export function queueWarnings(
  { oldestAgeSeconds, failed, lastError, destinations }: QueueHealth,
  degradedAfterSeconds = DEGRADED_AFTER_SECONDS,
): string[] {
  const warnings: string[] = [];
  if (failed > 0)
    warnings.push(
      `${failed} message${failed === 1 ? '' : 's'} could not be delivered and wait in failed/ for a person`,
    );
  for (const [name, { failed: lost, lastError: last }] of Object.entries(destinations))
    if (lost > 0) warnings.push(`${name}: ${lost} given up${last ? `; last error: ${last.message}` : ''}`);
  if (oldestAgeSeconds !== null && oldestAgeSeconds > degradedAfterSeconds) {
    warnings.push(
      `the oldest waiting message was accepted ${waited(oldestAgeSeconds)} ago${lastError ? `; last error: ${lastError.message}` : ''}`,
    );
  }
  return warnings;
}

/** What a stranger learns: whether the service can take mail, nothing more. */
type Status = 'ok' | 'degraded' | 'down';

/**
 * GET /healthz for a load balancer's probe and an operator. Anyone gets
 * `{status}` alone: ok or degraded (a lead waiting longer than
 * `degradedAfterSeconds`, or one given up) with 200, so a busy instance stays
 * in the pool; down with 503 only when this instance cannot take posts (the
 * spool's disk cannot be written, PostgreSQL does not answer). With `Authorization: Bearer
 * <HEALTHZ_TOKEN>` also the reasons and the queue's figures (depth, oldest
 * message, failed count, last delivery error with the relay's words, and the
 * same per destination: depth, given up, last error), which
 * are for the operator's eyes only; a wrong token, or any when none is
 * configured, gets 401. The queue is read at most once a second however many
 * probes come (HealthSampler).
 */
export const healthRoute: FastifyPluginCallback<{
  queue: MailQueue;
  token?: string;
  /** HEALTH_DEGRADED_AFTER_SECONDS. */
  degradedAfterSeconds?: number;
}> = (app, { queue, token, degradedAfterSeconds }, done) => {
  const sampler = new HealthSampler(queue, {
    onError: (error) => app.log.error({ err: error }, 'health check could not read the mail queue'),
  });
  app.get('/healthz', async (request, reply) => {
    // One URL, two answers: a cache must keep them apart.
    reply.header('vary', 'authorization');
    const { authorization } = request.headers;
    const operator = authorization !== undefined;
    if (operator && !bearerMatches(authorization, token))
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The token is wrong: the details need Authorization: Bearer and the HEALTHZ_TOKEN.' });
    const sample = await sampler.read();
    const warnings = 'health' in sample ? queueWarnings(sample.health, degradedAfterSeconds) : [];
    const status: Status = 'error' in sample ? 'down' : warnings.length ? 'degraded' : 'ok';
    reply.code(status === 'down' ? 503 : 200);
    if (!operator) return reply.header('cache-control', 'max-age=1').send({ status });
    reply.header('cache-control', 'no-store');
    if ('error' in sample) return { status, message: `The mail queue cannot be read: ${sample.error.message}` };
    return { status, warnings, queue: sample.health };
  });
  done();
};
