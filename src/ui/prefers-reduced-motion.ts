/** Whether the visitor asked for reduced motion, read once, for event handlers and effects. No React: page scripts use it too. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
