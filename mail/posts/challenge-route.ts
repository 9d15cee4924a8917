import type { FastifyPluginAsync } from 'fastify';
import { messages } from '../../src/content/messages.ts';
import { mailForms, type MailFormName } from '../../src/forms/mail-forms.ts';
import type { FormChallenges } from './form-challenges.ts';

/** What the challenge route needs from the app. */
export interface ChallengeRouteOptions {
  challenges: FormChallenges;
}

const isForm = (name: unknown): name is MailFormName => typeof name === 'string' && Object.hasOwn(mailForms, name);

/**
 * Registered by the form routes, inside their CORS: a partner page that may
 * post a form may fetch its challenge, and no other site.
 *
 * GET /challenge?form=<enquiry|careers|contact|comment> (under /mail): a new
 * proof-of-work challenge for that form, in the JSON the altcha widget fetches
 * from its challengeurl. Never cached: each is solved and spent once.
 */
export const challengeRoute: FastifyPluginAsync<ChallengeRouteOptions> = async (app, { challenges }) => {
  app.get('/challenge', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { form } = request.query as { form?: unknown };
    if (!isForm(form))
      return reply
        .code(400)
        .send({ statusCode: 400, message: `form must be one of: ${Object.keys(mailForms).join(', ')}.` });
    try {
      return await challenges.issue(form);
    } catch (error) {
      request.log.error({ err: error }, 'could not issue a challenge');
      return reply
        .code(503)
        .header('retry-after', '10')
        .send({ statusCode: 503, message: messages.form.serverUnavailable });
    }
  });
};
