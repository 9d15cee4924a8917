import type { PointerEvent as ReactPointerEvent } from 'react';
import { prefersReducedMotion } from './use-reduced-motion';

/** How long a ripple lasts (spec: 550 ms); the CSS animation in ripple.css matches it. */
export const RIPPLE_MS = 550;

/**
 * onPointerDown handler for buttons and button-like links: a circle grows from the
 * pressed point and fades. Skipped under reduced motion. The span is decorative and
 * removed when its animation ends, so it never reaches the accessibility tree.
 */
export function addRipple(event: ReactPointerEvent<HTMLElement>): void {
  if (prefersReducedMotion()) return;
  const target = event.currentTarget;
  const box = target.getBoundingClientRect();
  const size = Math.max(box.width, box.height) * 2;
  const ripple = target.ownerDocument.createElement('span');
  ripple.className = 'it-ripple';
  ripple.setAttribute('aria-hidden', 'true');
  // Styles set through the CSSOM are allowed by the CSP; style attributes in HTML are not.
  ripple.style.width = ripple.style.height = `${size}px`;
  ripple.style.left = `${event.clientX - box.left - size / 2}px`;
  ripple.style.top = `${event.clientY - box.top - size / 2}px`;
  target.append(ripple);
  window.setTimeout(() => ripple.remove(), RIPPLE_MS);
}
