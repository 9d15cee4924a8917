// The host page's only script tag, and all the JavaScript a page loads before
// it is used: it finds the islands the prerender marked and wakes each by its
// rule (island-loader.ts). React, the islands' components, the page-level
// touches (ripple, smooth scroll) and client-side navigation load later, when
// an island wakes, the visitor first interacts, or the browser is idle.
import { whenLoadedAndIdle } from '../src/ui/when-idle.ts';
import { onFirstWake, watchIslands } from './island-loader.ts';

/**
 * A reload or a step back through history restores the scroll position. The
 * home page's later sections, the band above the footer and a post's comments
 * and sidebar are laid out only as they near the viewport, at estimated heights
 * until then; this lays them all out at once instead, so the position lands
 * where the visitor left it (layout.css). A module script runs before the
 * browser restores the position, at the end of parsing.
 */
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
if (navigation?.type === 'reload' || navigation?.type === 'back_forward')
  document.documentElement.dataset.restoredScroll = '';

/** Input that means the visitor is here and using the page. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `start` once the browser reports the first contentful paint: until then
 * the HTML, the font and the hero picture have the connection and the main
 * thread to themselves, and no island's download competes with the largest
 * paint. (A tab opened in the background paints nothing, so it starts when
 * first shown.) Browsers without paint timing start on `load`.
 */
function afterFirstPaint(start: () => void): void {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') {
    start();
  } else {
    addEventListener('load', start, { once: true });
  }
}

afterFirstPaint(() => watchIslands(document));

let engaged = false;

/** From the first interaction on, links move client-side and the ripple is armed. */
function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const type of interactions) removeEventListener(type, engage, true);
  void import('./navigate.ts').then(({ armNavigation }) => armNavigation());
  void import('./page-enhancements.ts').then(({ startPageEnhancements }) => startPageEnhancements());
}

for (const type of interactions) addEventListener(type, engage, { capture: true, passive: true });
onFirstWake(engage);
// The ripple and smooth scroll are no part of the first screen: like the islands,
// they wait for the first paint and the page's load, so no request of theirs
// races the largest paint.
afterFirstPaint(() =>
  whenLoadedAndIdle(
    () => void import('./page-enhancements.ts').then(({ startPageEnhancements }) => startPageEnhancements()),
    4000,
  ),
);
