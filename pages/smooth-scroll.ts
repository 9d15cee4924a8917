import Lenis from 'lenis';
import { effect } from '@preact/signals-react';
import { menuOpen } from '../src/state/menu';

let lenis: Lenis | undefined;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Site-wide smooth scrolling (host only, never inside a widget). Off under
 * prefers-reduced-motion; paused while the mobile menu locks the page.
 */
export function startSmoothScroll(): void {
  if (lenis || reducedMotion()) return;
  lenis = new Lenis({ duration: 1, orientation: 'vertical', autoRaf: true, anchors: true });
  effect(() => {
    if (menuOpen.value) lenis?.stop();
    else lenis?.start();
  });
}

/** Scrolls to the top of the page: smoothly, unless the visitor asked for less motion. */
export function scrollToTop(): void {
  if (lenis) lenis.scrollTo(0);
  else window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
}
