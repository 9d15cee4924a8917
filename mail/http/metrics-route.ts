import type { FastifyPluginCallback } from 'fastify';
import { bearerMatches } from './bearer-token.ts';
import type { MailMetrics } from './mail-metrics.ts';

/**
 * GET /metrics for Prometheus, in its text format, with the operator's token
 * (`Authorization: Bearer <HEALTHZ_TOKEN>`, as /healthz's figures): the form
 * posts, the queue, the deliveries and acknowledgements, and Node's own
 * figures. A wrong or missing token gets 401. Without HEALTHZ_TOKEN the route
 * is off: 404 with a message saying how to turn it on, so a scrape that was
 * never given a token fails plainly instead of exposing the figures.
 */
export const metricsRoute: FastifyPluginCallback<{ metrics: MailMetrics; token?: string }> = (
  app,
  { metrics, token },
  done,
) => {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token)
      return reply.code(404).send({
        message: '/metrics is off: set HEALTHZ_TOKEN, then scrape with Authorization: Bearer and that token.',
      });
    if (!bearerMatches(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({
        message: 'The token is wrong or missing: /metrics needs Authorization: Bearer and the HEALTHZ_TOKEN.',
      });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  done();
};
