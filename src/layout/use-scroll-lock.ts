import { useEffect } from 'react';

/**
 * Stops the page behind an overlay from scrolling while `locked`, by setting
 * overflow hidden on <html>, and puts back whatever inline values were there.
 * A smooth-scroll library that watches <html>'s overflow (Lenis with
 * `autoToggle: true`) pauses with it.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    const previous = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
    // Keep the scrollbar's room so the page does not jump sideways when the bar goes away.
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous.overflow;
      html.style.scrollbarGutter = previous.gutter;
    };
  }, [locked]);
}
