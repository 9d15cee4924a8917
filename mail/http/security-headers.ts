import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The site's Content-Security-Policy, one directive per key. Everything loads
 * from our own origin (fonts and icons are self-hosted); the one exception is
 * the OpenStreetMap frame the map facade inserts after a click.
 * `upgrade-insecure-requests` is left out on purpose: every source is 'self',
 * so an HTTPS page never asks for HTTP anyway, and on http://localhost it would
 * make browsers ask for https://localhost and break local runs.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.openstreetmap.org'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The CSP header for a page: the policy above, with `styleHashes` ('sha256-…')
 * added to style-src so the stylesheet the build inlined, and only it, applies.
 * Helmet sends the plain policy on every other answer.
 */
export function pageContentSecurityPolicy(styleHashes: readonly string[]): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'style-src' ? styleHashes.map((hash) => `'${hash}'`) : [])].join(' '),
    )
    .join(';');
}

/** Powerful features the site never uses, switched off so an injected script cannot ask for them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Options for @fastify/helmet; Permissions-Policy is not a helmet header, app.ts adds it. */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // same-site by default; static-site.ts opens /widgets/** to every origin for partners.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // COEP would make every cross-origin frame (the map) and partner embed need CORP/CORS.
  crossOriginEmbedderPolicy: false,
};

/**
 * Headers that govern a document (what it may load, frame, or ask for). Scripts,
 * stylesheets, fonts and raster images are never rendered as documents, so
 * they go without these: on a page of twenty small chunks that is some 14 KB
 * of headers a phone no longer downloads. They keep nosniff, CORP and the
 * referrer policy, which do apply to them. SVG can carry script when opened
 * on its own, so it keeps everything, as do HTML and every JSON answer.
 */
export const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Whether a response of this Content-Type is a subresource that can never act as a document. */
export function isInertSubresource(contentType: string): boolean {
  return /^(application\/javascript|text\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif))/.test(
    contentType,
  );
}
