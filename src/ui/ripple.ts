import type { PointerEvent as ReactPointerEvent } from 'react';
import { prefersReducedMotion } from './prefers-reduced-motion.ts';
import '../styles/ripple.css';

/** How long a ripple lasts (spec: 550 ms); the CSS animation in ripple.css matches it. */
export const RIPPLE_MS = 550;

/**
 * Grows a circle from the pressed point of `target` and fades it (ripple.css).
 * Skipped under reduced motion. The span is decorative and removed when its
 * animation ends, so it never reaches the accessibility tree.
 */
export function rippleAt(target: HTMLElement, clientX: number, clientY: number): void {
  if (prefersReducedMotion()) return;
  const box = target.getBoundingClientRect();
  const size = Math.max(box.width, box.height) * 2;
  const ripple = target.ownerDocument.createElement('span');
  ripple.className = 'it-ripple';
  ripple.setAttribute('aria-hidden', 'true');
  // Styles set through the CSSOM are allowed by the CSP; style attributes in HTML are not.
  ripple.style.width = ripple.style.height = `${size}px`;
  ripple.style.left = `${clientX - box.left - size / 2}px`;
  ripple.style.top = `${clientY - box.top - size / 2}px`;
  target.append(ripple);
  window.setTimeout(() => ripple.remove(), RIPPLE_MS);
}

// Presses already rippled by a component's own handler, so installRipple skips them.
const rippled = new WeakSet<Event>();

/** onPointerDown handler for one button or button-like link. */
export function addRipple(event: ReactPointerEvent<HTMLElement>): void {
  rippled.add(event.nativeEvent);
  rippleAt(event.currentTarget, event.clientX, event.clientY);
}

/**
 * Ripples every `.it-button` pressed inside `root` (a document or a shadow root),
 * for buttons whose components do not add it themselves. Returns the uninstaller.
 */
export function installRipple(root: Document | ShadowRoot | HTMLElement): () => void {
  const handlePointerDown = (event: Event) => {
    if (rippled.has(event)) return;
    const { target, clientX, clientY } = event as PointerEvent;
    const button = target instanceof Element ? target.closest<HTMLElement>('.it-button') : null;
    if (button) rippleAt(button, clientX, clientY);
  };
  root.addEventListener('pointerdown', handlePointerDown);
  return () => root.removeEventListener('pointerdown', handlePointerDown);
}
