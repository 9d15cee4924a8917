import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** How far a pointer must travel sideways to count as a swipe (spec: 40 px). */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Pointer handlers that report a horizontal swipe of at least `threshold` pixels:
 * -1 for a swipe to the left (next), +1 to the right (previous). Shorter drags,
 * taps and mostly vertical drags report nothing, so links inside keep working.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = SWIPE_THRESHOLD_PX) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: ReactPointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: ReactPointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? -1 : 1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
