const legacyProduct = /^\/product-single\/([^/]+)$/;

/**
 * Where an old or sloppy link now lives, or undefined when it is fine as it is.
 * Takes the raw request URL (path and query) and keeps the query, so campaign
 * tags survive: `/Contact` → `/contact`, `/product-single/crm` → `/products/crm`,
 * `/about/` → `/about`. One hop even when several rules apply.
 */
export function siteRedirect(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);

  let target = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (/^\/contact$/i.test(target)) target = '/contact';
  const legacy = legacyProduct.exec(target);
  if (legacy) target = `/products/${legacy[1]}`;
  if (target === pathname) return undefined;

  // A Location of '//host' (or '/\host') is protocol-relative: collapse the
  // leading slashes so a crafted '//evil.example/' never sends anyone off-site.
  return target.replace(/^[/\\]+/, '/') + query;
}
