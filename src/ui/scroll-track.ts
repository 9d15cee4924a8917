/** How many slides of a scroll-snap track fit in its visible width. */
export function slidesPerView(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first || first.offsetWidth === 0) return 1;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  return Math.max(1, Math.round((track.clientWidth + gap) / (first.offsetWidth + gap)));
}

const running = new WeakMap<HTMLElement, number>();

/**
 * Scrolls the track so that slide `index` sits at its start, easing over `duration`
 * ms. Native smooth scrolling has no duration, and the sliders have a spec'd speed.
 */
export function scrollTrackTo(track: HTMLElement, index: number, duration: number): void {
  const slide = track.children[index] as HTMLElement | undefined;
  if (!slide) return;
  const from = track.scrollLeft;
  // The track is position: relative (carousel.css), so offsets are measured from it.
  const first = track.firstElementChild as HTMLElement;
  const to = Math.min(slide.offsetLeft - first.offsetLeft, track.scrollWidth - track.clientWidth);
  cancelAnimationFrame(running.get(track) ?? 0);
  if (duration <= 0) {
    track.scrollLeft = to;
    return;
  }
  // Snapping would fight every intermediate position, so it is off while the move runs.
  track.style.scrollSnapType = 'none';
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    track.scrollLeft = from + (to - from) * eased;
    if (t < 1) running.set(track, requestAnimationFrame(step));
    else track.style.scrollSnapType = '';
  };
  running.set(track, requestAnimationFrame(step));
}
