import type Lenis from 'lenis';
import 'lenis/dist/lenis.css';

let lenis: Lenis | undefined;
let armed = false;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Loads Lenis and hands it the page's scrolling; paused while the mobile menu locks the page. */
async function takeOver(): Promise<void> {
  // The menu's signals come with it: their module brings React, which a page may not have loaded yet.
  const [{ default: SmoothScroll }, { effect }, { menuOpen }] = await Promise.all([
    import('lenis'),
    import('@preact/signals-react'),
    import('../src/state/menu.ts'),
  ]);
  lenis = new SmoothScroll({ duration: 1, orientation: 'vertical', autoRaf: true, anchors: true });
  effect(() => {
    if (menuOpen.value) lenis?.stop();
    else lenis?.start();
  });
}

/**
 * Site-wide smooth scrolling (host only, never inside a widget), off under
 * prefers-reduced-motion. Lenis smooths the mouse wheel and leaves touch
 * scrolling native, so it downloads on the first turn of a wheel: phones,
 * most of our visitors, never pay for it.
 */
export function startSmoothScroll(): void {
  if (armed || reducedMotion()) return;
  armed = true;
  window.addEventListener('wheel', () => void takeOver(), { once: true, passive: true });
}

/** Scrolls to the top of the page: smoothly, unless the visitor asked for less motion. */
export function scrollToTop(): void {
  if (lenis) lenis.scrollTo(0);
  else window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
}
