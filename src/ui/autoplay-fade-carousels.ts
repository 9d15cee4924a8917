// A fading carousel turns by itself from its prerendered markup, without React:
// waking the framework at load only to turn slides would cost the page's main
// thread what a timer and a few class changes do. React takes the carousel over
// when the visitor acts on it ({@link takeOverFadeCarousel}).
import '../styles/fade-carousel.css';

/**
 * What tells a turning carousel's script to stop. An event on the element, not
 * a call into this module: the page's loader and React's chunk may each carry
 * their own copy of it.
 */
const STOP = 'it-autoplay-stop';

/** Time between slides of a fading carousel (spec: 5000 ms for the hero). */
export const FADE_INTERVAL_MS = 5000;

/**
 * Turns every FadeCarousel under `root` (each marked `data-autoplay`) every
 * `interval` ms; paused while the pointer is over it or focus is inside it,
 * and still under reduced motion. A carousel already turning is left alone.
 * Each turning one is marked `data-autoplaying`.
 */
export function autoplayFadeCarousels(root: ParentNode, interval = FADE_INTERVAL_MS): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-autoplay]:not([data-autoplaying])')) {
    autoplay(carousel, interval);
  }
}

/**
 * React takes `carousel` over: its script stops turning it, and will not start
 * again. Returns the slide shown now, which React shows on from, so nothing jumps.
 * The markup goes back to the first slide, as React adopted it: React changes only
 * what differs from what it rendered, so a slide the script showed would otherwise
 * stay shown beside React's when React moves on in the same render (a press made
 * before React came, handed over as it takes over). Called before React paints.
 */
export function takeOverFadeCarousel(carousel: HTMLElement): number {
  carousel.dispatchEvent(new Event(STOP));
  delete carousel.dataset.autoplay;
  const shown = shownSlide(slidesOf(carousel));
  showSlide(carousel, 0);
  return shown;
}

const slidesOf = (carousel: HTMLElement) => [...carousel.querySelectorAll('.it-fade-carousel__slide')];

const shownSlide = (slides: Element[]) =>
  Math.max(
    0,
    slides.findIndex((slide) => slide.matches('.is-active')),
  );

/** The classes and states FadeCarousel renders for the slide `shown`. */
function showSlide(carousel: HTMLElement, shown: number): void {
  slidesOf(carousel).forEach((slide, i) => {
    slide.classList.toggle('is-active', i === shown);
    slide.setAttribute('aria-hidden', String(i !== shown));
  });
  carousel
    .querySelectorAll('.it-fade-carousel__dot')
    .forEach((dot, i) =>
      i === shown ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
}

function autoplay(carousel: HTMLElement, interval: number): void {
  const slides = slidesOf(carousel);
  if (slides.length < 2 || !(interval > 0)) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  let hovered = carousel.matches(':hover');
  let focused = carousel.matches(':focus-within');
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A timeout per slide: after a pause the next slide waits a whole interval.
  const schedule = () => {
    clearTimeout(timer);
    if (hovered || focused || reduced.matches) return;
    timer = setTimeout(() => {
      // Swapped out by a client-side navigation: nothing left to turn.
      if (!carousel.isConnected) return stop();
      showSlide(carousel, (shownSlide(slides) + 1) % slides.length);
      schedule();
    }, interval);
  };
  const handlers: [string, (event: Event) => void][] = [
    ['pointerenter', () => ((hovered = true), schedule())],
    ['pointerleave', () => ((hovered = false), schedule())],
    ['focusin', () => ((focused = true), schedule())],
    ['focusout', (event) => ((focused = carousel.contains((event as FocusEvent).relatedTarget as Node)), schedule())],
  ];
  const stop = () => {
    clearTimeout(timer);
    for (const [type, handler] of handlers) carousel.removeEventListener(type, handler);
    reduced.removeEventListener('change', schedule);
    carousel.removeEventListener(STOP, stop);
    delete carousel.dataset.autoplaying;
  };
  for (const [type, handler] of handlers) carousel.addEventListener(type, handler);
  reduced.addEventListener('change', schedule);
  carousel.addEventListener(STOP, stop);
  carousel.dataset.autoplaying = '';
  schedule();
}
