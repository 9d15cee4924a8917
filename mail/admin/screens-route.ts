import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { assetCacheControl } from '../http/asset-cache-control.ts';
import { adminContentSecurityPolicy } from './admin-csp.ts';

/** Options of {@link screensRoute}. */
export interface ScreensRouteOptions {
  /** The editor's built screens: dist-admin/ (index.html and assets/). */
  distDir: string;
}

/** What /admin/ answers before the editor's screens are built. */
export const SCREENS_UNBUILT = 'The editor has not been built yet: run npm run build';

/**
 * The editor's screens: `/admin/` and every path under it but the API and
 * the assets answer `index.html` (a single-page app that routes itself);
 * `/admin/assets/*` the files of its build, a year when their name is hashed.
 * The page carries the editor's own CSP in place of the site's (its assets
 * go without one, as the site's do).
 */
export const screensRoute: FastifyPluginAsync<ScreensRouteOptions> = async (app, { distDir }) => {
  const csp = adminContentSecurityPolicy();

  await app.register(fastifyStatic, {
    root: `${distDir}/assets`,
    prefix: '/admin/assets/',
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', assetCacheControl(file));
    },
  });

  async function sendIndex(reply: FastifyReply) {
    // Read on each request: the screens may be rebuilt while the server runs, and the file is small.
    const html = await readFile(`${distDir}/index.html`).catch(() => undefined);
    if (!html)
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${SCREENS_UNBUILT}\n`);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/', async (_request, reply) => sendIndex(reply));
  app.get('/admin/*', async (request, reply) => {
    // The API's own paths are never the page; one it lacks is not found, in its JSON.
    if (request.url.startsWith('/admin/api/'))
      return reply
        .code(404)
        .send({ error: `${request.method} ${request.url.split('?', 1)[0]} is not part of the editor's API` });
    return sendIndex(reply);
  });
};
