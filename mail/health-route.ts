import type { FastifyPluginCallback } from 'fastify';
import type { MailQueue, QueueHealth } from './mail-queue.ts';

/** A message waiting longer than this means delivery is stuck, whatever the cause. */
const STUCK_SECONDS = 15 * 60;

/** What needs a person's attention in a queue's state; empty when all is well. */
export function queueWarnings({ oldestAgeSeconds, failed, lastError }: QueueHealth): string[] {
  const warnings: string[] = [];
  if (failed > 0)
    warnings.push(
      `${failed} message${failed === 1 ? '' : 's'} could not be delivered and wait in failed/ for a person`,
    );
  if (oldestAgeSeconds !== null && oldestAgeSeconds > STUCK_SECONDS) {
    warnings.push(
      `the oldest waiting message was accepted ${Math.round(oldestAgeSeconds / 60)} minutes ago${lastError ? `; last error: ${lastError.message}` : ''}`,
    );
  }
  return warnings;
}

/**
 * GET /healthz for a load balancer's probe and an operator: 200 with the
 * queue's depth, oldest message age, failed count and last delivery error
 * while the queue can be read (status "warning" and the reasons when mail is
 * stuck or failed), 503 when it cannot. Never cached.
 */
export const healthRoute: FastifyPluginCallback<{ queue: MailQueue }> = (app, { queue }, done) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let health: QueueHealth;
    try {
      health = await queue.health();
    } catch (error) {
      request.log.error({ err: error }, 'health check could not read the mail queue');
      return reply.code(503).send({ status: 'error', message: 'The mail queue cannot be read.' });
    }
    const warnings = queueWarnings(health);
    return { status: warnings.length ? 'warning' : 'ok', warnings, queue: health };
  });
  done();
};
