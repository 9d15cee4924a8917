import path from 'node:path';

/** The last '-' that leaves 8+ hash characters ([A-Za-z0-9_-], rollup's base64url) before the extension. */
const hashTail = /^.*-([A-Za-z0-9_-]{8,})$/;

/** Plain kebab-case words such as `400-normal` or `elements`: a name, not a hash. */
const words = /^[a-z]+$|^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * Whether a file name carries a content hash (`client-Bx3k9_aQ.js`), so its
 * bytes can never change under that name. Stricter than the bare pattern on
 * purpose: `custom-elements.json` or `inter-latin-400-normal.woff2` also end in
 * '-' and 8 such characters, and caching them for a year would pin stale files.
 * A real hash that happens to read as lowercase words only loses long caching.
 */
export function isContentHashed(fileName: string): boolean {
  const base = path.posix.basename(fileName);
  const stem = base.slice(0, base.length - path.posix.extname(base).length);
  const hash = hashTail.exec(stem)?.[1];
  return hash !== undefined && !words.test(hash);
}

/** Cache-Control for a static asset: a year for hashed names, an hour for the rest (favicon, widget loaders). */
export function assetCacheControl(fileName: string): string {
  return isContentHashed(fileName) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
