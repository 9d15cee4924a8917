import type { FastifyPluginAsync } from 'fastify';
import { documentRoutes } from './document-routes.ts';
import type { EditorAccess } from './editor-access.ts';
import { imageFileRoute } from './image-file-route.ts';
import { imageRoute } from './image-route.ts';
import { markdownRoute } from './markdown-route.ts';
import { PushError } from './repository/push-commit.ts';
import { screensRoute } from './screens-route.ts';
import type { SiteRepository } from './repository/site-repository.ts';

/** Options of {@link adminRoom}. */
export interface AdminRoomOptions {
  /** Who gets in, and as whom: local-access.ts, or the oidc sign-in. */
  access: EditorAccess;
  /** The working copy saves are written and committed in. */
  repository: SiteRepository;
  /** The editor's built screens (dist-admin/). */
  screensDir: string;
  /** The largest picture an upload may be, in bytes (2 MB unless a test says otherwise). */
  maxImageBytes?: number;
}

/**
 * The editor at /admin/: its screens and its API under /admin/api/, behind
 * the mode's access. Nothing here is registered when ADMIN_MODE is off. Every
 * answer says `X-Robots-Tag: noindex`: the editor is no page of the site.
 */
export const adminRoom: FastifyPluginAsync<AdminRoomOptions> = async (app, options) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
  await options.access(app);
  await app.register(screensRoute, { distDir: options.screensDir });
  await app.register(
    async (api) => {
      // The API answers `{ error }` like its own refusals: a push that failed is the remote's fault (502, nothing
      // published); a body that is too large or not JSON says so; anything else is ours, logged, and vague.
      api.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
        if (error instanceof PushError) {
          request.log.error({ err: error }, 'the editor could not publish');
          return reply.code(502).send({ error: `${error.message}.` });
        }
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'the editor failed');
        return reply.code(status).send({
          error: status === 500 ? 'Something went wrong on our side. Please try again later.' : error.message,
        });
      });
      api.setNotFoundHandler(async (request, reply) =>
        reply
          .code(404)
          .send({ error: `${request.method} ${request.url.split('?', 1)[0]} is not part of the editor's API` }),
      );
      await api.register(documentRoutes, { repository: options.repository });
      await api.register(markdownRoute, { root: options.repository.dir });
      await api.register(imageRoute, {
        repository: options.repository,
        ...(options.maxImageBytes && { maxBytes: options.maxImageBytes }),
      });
      await api.register(imageFileRoute, { root: options.repository.dir });
    },
    { prefix: '/admin/api' },
  );
};
