/** How far ahead of the viewport a carousel starts loading its script: about a screen, so it is ready when seen. */
export const NEAR_MARGIN = '100% 0px';

/** Events that mean the visitor is using the element, however they reach it. */
const firstUse = ['pointerdown', 'focusin', 'keydown', 'pointerover'] as const;

/** Why {@link whenNearOrUsed} started: the element came near the viewport, or the visitor used it. */
export type StartReason = 'near' | 'used';

/**
 * Calls `start` once, when `element` comes within `margin` of the viewport or the
 * visitor first presses, focuses, types in or points at it, whichever comes first. Lets a
 * component leave a library out of the page's first JavaScript. Works inside
 * shadow roots (an IntersectionObserver without a root watches the viewport).
 * Returns a function that cancels the watch.
 */
export function whenNearOrUsed(
  element: HTMLElement,
  start: (reason: StartReason) => void,
  margin = NEAR_MARGIN,
): () => void {
  let done = false;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && fire('near'),
    {
      rootMargin: margin,
    },
  );
  const used = () => fire('used');
  function stop() {
    observer.disconnect();
    for (const type of firstUse) element.removeEventListener(type, used, true);
  }
  function fire(reason: StartReason) {
    if (done) return;
    done = true;
    stop();
    start(reason);
  }
  observer.observe(element);
  for (const type of firstUse) element.addEventListener(type, used, true);
  return stop;
}

/**
 * Calls `start` once, when the visitor first presses, focuses, types in or
 * points at `element`; nearing the viewport does not count. Returns what
 * cancels the watch.
 */
export function whenUsed(element: HTMLElement, start: () => void): () => void {
  const used = () => {
    stop();
    start();
  };
  function stop() {
    for (const type of firstUse) element.removeEventListener(type, used, true);
  }
  for (const type of firstUse) element.addEventListener(type, used, true);
  return stop;
}
