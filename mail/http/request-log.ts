import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * fastify's own request lines at the levels an operator wants: one line per
 * request, when it completes, at debug; at warn when it was refused (4xx) or
 * failed (5xx), which is what one looks for in a busy log. fastify's default
 * writes two lines per request at info.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { statusCode } = reply;
    const line = { method: request.method, url: request.url, statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.warn({ ...line, err: error }, 'request failed');
    else reply.log[statusCode >= 400 ? 'warn' : 'debug'](line, 'request completed');
  }
}
