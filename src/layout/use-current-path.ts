import { useLocation } from 'wouter';

/** A path without its trailing slash, with '/' read as '/home' since both show the home page. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/home' : trimmed;
}

/** Whether `href` is the page at `current` (a normalised path). */
export function isCurrentPage(current: string, href: string): boolean {
  return current === normalizePath(href);
}

/** Whether `current` is `href` or a page below it, e.g. a service under '/services'. */
export function isInSection(current: string, href: string): boolean {
  const base = normalizePath(href);
  return current === base || current.startsWith(`${base}/`);
}

/**
 * The current page's normalised path. wouter's hook reads the host's router, or
 * window.location when no router surrounds the component (inside a widget).
 */
export function useCurrentPath(): string {
  const [location] = useLocation();
  return normalizePath(location);
}
