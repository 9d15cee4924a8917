import type { FastifyPluginCallback } from 'fastify';
import { bearerMatches } from './bearer-token.ts';
import { HealthSampler } from './health-sampler.ts';
import type { MailQueue, QueueHealth } from '../queue/mail-queue.ts';

/** A message waiting longer than this means delivery is stuck, whatever the cause. */
const STUCK_SECONDS = 15 * 60;

/** What needs a person's attention in a queue's state; empty when all is well. */
export function queueWarnings({ oldestAgeSeconds, failed, lastError, destinations }: QueueHealth): string[] {
  const warnings: string[] = [];
  if (failed > 0)
    warnings.push(
      `${failed} message${failed === 1 ? '' : 's'} could not be delivered and wait in failed/ for a person`,
    );
  for (const [name, { failed: lost, lastError: last }] of Object.entries(destinations))
    if (lost > 0) warnings.push(`${name}: ${lost} given up${last ? `; last error: ${last.message}` : ''}`);
  if (oldestAgeSeconds !== null && oldestAgeSeconds > STUCK_SECONDS) {
    warnings.push(
      `the oldest waiting message was accepted ${Math.round(oldestAgeSeconds / 60)} minutes ago${lastError ? `; last error: ${lastError.message}` : ''}`,
    );
  }
  return warnings;
}

/** What a stranger learns: whether the service can take mail, nothing more. */
type Status = 'ok' | 'degraded' | 'down';

/**
 * GET /healthz for a load balancer's probe and an operator. Anyone gets
 * `{status}` alone: ok or degraded (mail stuck or failed) with 200, down
 * (the queue cannot be read) with 503. With `Authorization: Bearer
 * <HEALTHZ_TOKEN>` also the reasons and the queue's figures (depth, oldest
 * message, failed count, last delivery error with the relay's words, and the
 * same per destination: depth, given up, last error), which
 * are for the operator's eyes only; a wrong token, or any when none is
 * configured, gets 401. The queue is read at most once a second however many
 * probes come (HealthSampler).
 */
export const healthRoute: FastifyPluginCallback<{ queue: MailQueue; token?: string }> = (
  app,
  { queue, token },
  done,
) => {
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
    const warnings = 'health' in sample ? queueWarnings(sample.health) : [];
    const status: Status = 'error' in sample ? 'down' : warnings.length ? 'degraded' : 'ok';
    reply.code(status === 'down' ? 503 : 200);
    if (!operator) return reply.header('cache-control', 'max-age=1').send({ status });
    reply.header('cache-control', 'no-store');
    if ('error' in sample) return { status, message: `The mail queue cannot be read: ${sample.error.message}` };
    return { status, warnings, queue: sample.health };
  });
  done();
};
