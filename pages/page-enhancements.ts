import { installRipple } from '../src/ui/ripple.ts';
import { startSmoothScroll } from './smooth-scroll.ts';

let started = false;

/**
 * The page-level touches no island owns: the 550 ms press ripple on every
 * button and button-like link, and Lenis smooth scrolling (which itself loads
 * on the first turn of a wheel). Both stay off under reduced motion. Started
 * once, when the browser is idle or at the first interaction; no React here.
 */
export function startPageEnhancements(): void {
  if (started) return;
  started = true;
  startSmoothScroll();
  installRipple(document);
}
