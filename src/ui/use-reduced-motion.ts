import { useMediaQuery } from './use-media-query.ts';

/**
 * Whether the visitor asked for reduced motion. False on the server and the first
 * client render (so hydration matches); autoplay starts only in effects, and those
 * re-run once this turns true, so nothing moves for a visitor who opted out.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

export { prefersReducedMotion } from './prefers-reduced-motion.ts';
