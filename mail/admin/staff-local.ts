import type { FastifyInstance } from 'fastify';
import { newCsrfToken, refuseForgedChange } from './staff-csrf.ts';
import type { LocalStaffOptions } from './staff-options.ts';

/**
 * `npm run dev` on loopback: nobody signs in, and every request acts as the
 * checkout's git identity. Changes still need the token, one per server start:
 * any web page the developer has open may post to 127.0.0.1, but none can read
 * the session endpoint's answer (no CORS here, and the server's loopback Host
 * check stops a page that rebinds its own name to 127.0.0.1).
 */
export async function localStaff(app: FastifyInstance, options: LocalStaffOptions): Promise<void> {
  const token = newCsrfToken();
  app.addHook('onRequest', async (request, reply) => {
    request.staff = await options.identity();
    request.csrfToken = token;
    return refuseForgedChange(request, reply, token);
  });
}
