/**
 * The editor's own Content-Security-Policy, apart from the public site's
 * (http/security-headers.ts), which it never changes. Its scripts and styles
 * come from dist-admin/ on our origin; the builder's preview is a same-origin
 * iframe; pictures may be the uploads' local previews (blob:) and the site's
 * data: URIs; nothing may frame the editor, and it posts only to itself.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as its header says it. */
export const adminContentSecurityPolicy = (): string =>
  Object.entries(ADMIN_CONTENT_SECURITY_POLICY)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
