// The host page's only script tag, and all the JavaScript a page loads before
// it is used: it finds the islands the prerender marked and wakes each by its
// rule (island-loader.ts). React, the islands' components, the page-level
// touches (ripple, smooth scroll) and client-side navigation load later, when
// an island wakes, the visitor first interacts, or the browser is idle.
import { whenIdle } from '../src/ui/when-idle';
import { onFirstWake, watchIslands } from './island-loader';

/** Input that means the visitor is here and using the page. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

watchIslands(document);

let engaged = false;

/** From the first interaction on, links move client-side and the ripple is armed. */
function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const type of interactions) removeEventListener(type, engage, true);
  void import('./navigate').then(({ armNavigation }) => armNavigation());
  void import('./page-enhancements').then(({ startPageEnhancements }) => startPageEnhancements());
}

for (const type of interactions) addEventListener(type, engage, { capture: true, passive: true });
onFirstWake(engage);
whenIdle(() => void import('./page-enhancements').then(({ startPageEnhancements }) => startPageEnhancements()), 4000);
