import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This site's origin, for the form routes: what a same-site post's Origin and Referer start with. */
    siteOrigin: string;
  }
}

/**
 * Gives every request of app its `siteOrigin`: publicOrigin (behind a proxy),
 * else the origin this request reached, as fastify reports it.
 */
export function decorateSiteOrigin(app: FastifyInstance, publicOrigin: string | undefined): void {
  // Normalised through URL (Host: Example.COM:80 is http://example.com); a Host that is no host gives no origin at all.
  app.decorateRequest('siteOrigin', {
    getter(this: FastifyRequest) {
      if (publicOrigin) return publicOrigin;
      const origin = `${this.protocol}://${this.host}`;
      return URL.canParse(origin) ? new URL(origin).origin : '';
    },
  });
}

/**
 * The request's Origin when it is neither this site nor a partner: such a
 * post is refused. Exact serialized origins, scheme and port included:
 * https://host, http://evil@host and null are not us. No Origin at all stays
 * allowed: non-browser clients and older browsers' same-origin posts send none.
 */
export function refusedOrigin(request: FastifyRequest, partnerOrigins: readonly string[]): string | undefined {
  const origin = request.headers.origin;
  const ours = origin !== '' && origin === request.siteOrigin;
  return origin !== undefined && !ours && !partnerOrigins.includes(origin) ? origin : undefined;
}

/** The partner a post came from: an Origin the guards let through that is not our own; none for the site itself. */
export function partnerOriginOf(request: FastifyRequest, partnerOrigins: readonly string[]): string | undefined {
  const origin = request.headers.origin;
  return origin && origin !== request.siteOrigin && partnerOrigins.includes(origin) ? origin : undefined;
}
