/**
 * The one inline stylesheet the editor runs: Puck's interaction styles (the
 * outlines and action bars in the builder's frame), which it writes into the
 * frame as a <style> element whatever its options say (useInjectIframeCss).
 * Admitted by its hash alone, not 'unsafe-inline': it is fixed text for the
 * pinned @puckeditor/core 0.23.0. Another Puck may change it; then
 * test/mail/admin/dev-editor.integration.test.ts fails with Chromium's
 * message, which names the new hash.
 */
export const PUCK_FRAME_STYLE_HASH = 'sha256-7oCaXV5kddj0GXz76wNgX02JS4wosdTHGA8eb5MQVx4=';

/**
 * The editor's own Content-Security-Policy, apart from the public site's
 * (http/security-headers.ts), which it never changes. Its scripts and styles
 * come from dist-admin/ on our origin (and Puck's one stylesheet, by hash);
 * the builder's and the post's previews are same-origin frames; pictures may
 * be the uploads' local previews (blob:) and the site's data: URIs; nothing
 * may frame the editor, and it posts only to itself.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", `'${PUCK_FRAME_STYLE_HASH}'`],
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
