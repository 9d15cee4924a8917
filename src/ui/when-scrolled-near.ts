import { NEAR_MARGIN } from './when-near-or-used.ts';

/**
 * What the visitor does to move the page: a wheel or trackpad, a finger, a key
 * (space, arrows, page keys), a press (a scrollbar). A scroll with none of them
 * before it is the page's own doing (a restored position, a jump to an anchor,
 * client-side navigation going back to the top) and does not count.
 */
const scrollInput = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Calls `start` once, when the visitor has scrolled the page and `element` is
 * then within `margin` of the viewport: being near when the page loads is not
 * enough. Returns a function that cancels the watch.
 */
export function whenScrolledNear(element: Element, start: () => void, margin = NEAR_MARGIN): () => void {
  let near = false;
  let moved = false;
  let scrolled = false;
  const check = () => near && scrolled && (stop(), start());
  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((entry) => entry.isIntersecting);
      check();
    },
    { rootMargin: margin },
  );
  const onInput = () => (moved = true);
  const onScroll = () => {
    scrolled ||= moved;
    check();
  };
  function stop() {
    observer.disconnect();
    removeEventListener('scroll', onScroll);
    for (const type of scrollInput) removeEventListener(type, onInput, true);
  }
  observer.observe(element);
  addEventListener('scroll', onScroll, { passive: true });
  for (const type of scrollInput) addEventListener(type, onInput, { capture: true, passive: true });
  return stop;
}
