import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { assetCacheControl } from './asset-cache-control.ts';
import { loadSiteManifest, MANIFEST_PATH, type SiteManifest } from './site-manifest.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { siteRedirect } from './site-redirect.ts';

/** Options of {@link staticSite}. */
export interface StaticSiteOptions {
  /** Absolute path of the built site (dist/). */
  distDir: string;
}

/** What every request gets before the first build, so a fresh clone explains itself. */
/** `bytes=0-99`, `bytes=100-`, `bytes=-500`, or a comma-separated list of them. */
const byteRanges = /^bytes=(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*$/;

export const UNBUILT_MESSAGE = 'The site has not been built yet: run npm run build';

/** Headers that let partner pages load widget modules (CORS) and embed their files (CORP). */
const partnerHeaders = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/** Files a widget on a partner's page loads from here: its scripts, and the pictures and fonts it shows. */
const isPartnerAsset = (url: string) => /^\/(widgets|assets\/images|assets\/fonts)\//.test(url);

/** A decoded path that may name a file in dist/; pages are reached only through the manifest. */
function assetPath(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?', 1)[0] ?? '');
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').slice(1);
  // Dot segments and dotfiles (including .build/) are never served; empty ones mean '//' or a trailing slash.
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  // HTML only through the manifest, so each page has one URL and a 404 page never answers 200;
  // .br/.gz only as the negotiated encoding of their sibling.
  if (/\.(html|br|gz)$/.test(pathname)) return undefined;
  return pathname;
}

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Serves the built site from dist/ as the build's route manifest describes:
 * pages (HTML revalidated), assets (precompressed, hashed names cached for a
 * year, /widgets/** open to partner origins), old-link redirects, and the 404
 * pages. It also owns the app's not-found answer: the site's 404 page for
 * GET/HEAD, JSON for any other method.
 */
export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, { distDir }) => {
  let manifest = await loadSiteManifest(distDir);
  if (!manifest)
    app.log.warn(`${UNBUILT_MESSAGE} (${path.join(distDir, MANIFEST_PATH)} is missing); answering 503 until then`);

  /** While unbuilt, looks again on each request, so a build run in another terminal is picked up without a restart. */
  async function currentManifest(): Promise<SiteManifest | undefined> {
    if (manifest) return manifest;
    manifest = await loadSiteManifest(distDir).catch(() => undefined); // a build may be writing it right now
    if (manifest) app.log.info(`found the site build in ${distDir}; serving it`);
    return manifest;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false, // routing is ours (manifest, redirects, fallbacks); the plugin only sends files
    preCompressed: true,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders(reply, file) {
      // Pages and 404 pages set Cache-Control before sending; anything else is an asset.
      if (reply.hasHeader('cache-control')) return;
      reply.header('cache-control', assetCacheControl(file.replace(/\.(br|gz)$/, '')));
      if (isPartnerAsset(reply.request.url)) reply.headers(partnerHeaders);
      // The mime table knows .ts as an MPEG transport stream; our .d.ts is TypeScript text.
      if (file.replace(/\.(br|gz)$/, '').endsWith('.d.ts')) reply.header('content-type', 'text/plain; charset=utf-8');
    },
  });

  /** A page's CSP admits the stylesheet the build inlined into it (`file`), and no other. */
  function pageHeaders(site: SiteManifest, file: string) {
    const hash = Object.hasOwn(site.styleHashes, file) ? site.styleHashes[file] : undefined;
    return { 'content-security-policy': pageContentSecurityPolicy(hash ? [hash] : []) };
  }

  function sendUnbuilt(reply: FastifyReply) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`${UNBUILT_MESSAGE}\n`);
  }

  function sendFallback(request: FastifyRequest, reply: FastifyReply, site: SiteManifest) {
    const fallback = site.fallbacks.find(({ prefix }) => request.url.startsWith(prefix));
    if (!fallback) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    // No validators: a 304 would drop the 404 status a crawler needs to see.
    const options = { etag: false, lastModified: false, acceptRanges: false };
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .headers(pageHeaders(site, fallback.file))
      .sendFile(`/${fallback.file}`, options);
  }

  // RFC 9110 §14.2: a Range header that is not a valid byte range is ignored,
  // not answered 416 as @fastify/send does; a valid but unsatisfiable one still is.
  app.addHook('onRequest', (request, _reply, done) => {
    const range = request.headers.range;
    if (range !== undefined && !byteRanges.test(range)) delete request.headers.range;
    done();
  });

  // Feed readers and browsers know a feed by its own type, which the mime table lacks (it says
  // application/xml); set at onSend because @fastify/static types a precompressed file after setHeaders.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && /\/rss\.xml$/.test(request.url.split('?', 1)[0] ?? ''))
      reply.header('content-type', 'application/rss+xml; charset=utf-8');
    done(null, payload);
  });

  app.get('/*', async (request, reply) => {
    const target = siteRedirect(request.url);
    if (target) return reply.redirect(target, 301);
    const site = await currentManifest();
    if (!site) return sendUnbuilt(reply);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const page = Object.hasOwn(site.pages, pathname) ? site.pages[pathname] : undefined;
    if (page) return reply.header('cache-control', 'no-cache').headers(pageHeaders(site, page)).sendFile(`/${page}`);
    const asset = assetPath(request.url);
    // Checked first rather than letting sendFile fail over to the not-found handler:
    // two send attempts on one response stack up enough listeners to trip Node's leak warning.
    if (asset && (await isFile(path.join(distDir, asset)))) return reply.sendFile(asset);
    return sendFallback(request, reply, site);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const site = await currentManifest();
      return site ? sendFallback(request, reply, site) : sendUnbuilt(reply);
    }
    const pathname = request.url.split('?', 1)[0];
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${pathname} is not a route` });
  });
};
