import { useMediaQuery } from './use-media-query';

/**
 * Whether the visitor asked for reduced motion. False on the server and the first
 * client render (so hydration matches); autoplay starts only in effects, and those
 * re-run once this turns true, so nothing moves for a visitor who opted out.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Reads the preference once, for event handlers and effects. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
