// The statistics strip counts up as it scrolls into view, from a small script of
// its own: the section is static HTML holding the final figures (right with no
// script at all), and React never wakes for a motion nobody acts on.

/** How long a counter takes to reach its figure (spec: 4 s). */
export const COUNT_DURATION_MS = 4000;

/**
 * Counts every figure (`data-target`) of each section marked `data-count-up`
 * under `root` from zero up to its target, easing out over `duration` ms, once
 * 40% of the section is in view; the text after the number (a "+") stays. Still
 * under reduced motion. A section inside an island is its component's to count.
 */
export function countUpOnScroll(root: ParentNode, duration = COUNT_DURATION_MS): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const section of root.querySelectorAll<HTMLElement>('[data-count-up]:not([data-counting])')) {
    if (section.closest('[data-island]')) continue;
    section.dataset.counting = '';
    const figures = [...section.querySelectorAll<HTMLElement>('[data-target]')].map((node) => {
      const target = Number(node.dataset.target);
      return { node, target, suffix: (node.textContent ?? '').slice(String(target).length) };
    });
    const draw = (progress: number) => {
      for (const { node, target, suffix } of figures) node.textContent = `${Math.round(target * progress)}${suffix}`;
    };
    draw(0);
    countWhenSeen(section, draw, duration);
  }
}

/**
 * Once 40% of `element` is in view, calls `draw` with the progress from 0 to 1,
 * easing out over `duration` ms, a frame at a time; returns what stops it. The
 * site's script and the <it-stats> widget count alike through it.
 */
export function countWhenSeen(element: Element, draw: (progress: number) => void, duration = COUNT_DURATION_MS) {
  let frame = 0;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        draw(1 - (1 - t) ** 3);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    },
    { threshold: 0.4 },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
