/** How far ahead of the viewport a carousel starts loading its script: about a screen, so it is ready when seen. */
export const NEAR_MARGIN = '100% 0px';

/** Events that mean the visitor is using the element, however they reach it. */
const firstUse = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `start` once, when `element` comes within `margin` of the viewport or the
 * visitor first presses, focuses or types in it, whichever comes first. Lets a
 * component leave a library out of the page's first JavaScript. Works inside
 * shadow roots (an IntersectionObserver without a root watches the viewport).
 * Returns a function that cancels the watch.
 */
export function whenNearOrUsed(element: HTMLElement, start: () => void, margin = NEAR_MARGIN): () => void {
  let done = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
    rootMargin: margin,
  });
  function stop() {
    observer.disconnect();
    for (const type of firstUse) element.removeEventListener(type, fire, true);
  }
  function fire() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  observer.observe(element);
  for (const type of firstUse) element.addEventListener(type, fire, true);
  return stop;
}
