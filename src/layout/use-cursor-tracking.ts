import { useEffect, type RefObject } from 'react';
import '../styles/cursor.css';

/** What counts as clickable for the cursor's hover style. */
const INTERACTIVE = 'a[href], button, [role="button"], input, select, textarea, label, summary';
/** Share of the remaining distance the ring covers each frame, so it trails the dot. */
const RING_EASING = 0.2;

function place(element: HTMLElement, x: number, y: number) {
  element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
}

/** Whether the event happened over something clickable; composedPath sees inside widgets' shadow roots. */
function overInteractive(event: Event): boolean {
  return event.composedPath().some((node) => node instanceof Element && node.matches(INTERACTIVE));
}

/**
 * Moves the cursor's dot to the mouse and eases its ring after it, and sets the
 * root's modifier classes: --visible while a mouse is over the page (and
 * focus has not gone elsewhere since it last moved), --hover
 * over clickable things, --pressed while a button is held. Touch and pen input
 * hide it. Positions go through element.style, which the CSP allows from script.
 */
export function useCursorTracking(
  rootRef: RefObject<HTMLElement | null>,
  dotRef: RefObject<HTMLElement | null>,
  ringRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = rootRef.current;
    const dot = dotRef.current;
    const ring = ringRef.current;
    if (!root || !dot || !ring) return;
    const target = { x: 0, y: 0 };
    const trail = { x: 0, y: 0 };
    let frame = 0;
    let shown = false;
    /** What the mouse was last over (inside a widget's shadow root too). */
    let under: Node | null = null;

    function tick() {
      trail.x += (target.x - trail.x) * RING_EASING;
      trail.y += (target.y - trail.y) * RING_EASING;
      place(ring!, trail.x, trail.y);
      const settled = Math.abs(target.x - trail.x) < 0.1 && Math.abs(target.y - trail.y) < 0.1;
      frame = settled ? 0 : requestAnimationFrame(tick);
    }

    function setShown(value: boolean) {
      shown = value;
      root!.classList.toggle('it-cursor--visible', value);
    }

    function handleMove(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return setShown(false);
      target.x = event.clientX;
      target.y = event.clientY;
      place(dot!, target.x, target.y);
      if (!shown) {
        // Start the ring under the pointer rather than sliding in from a corner.
        trail.x = target.x;
        trail.y = target.y;
        place(ring!, trail.x, trail.y);
        setShown(true);
      }
      if (!frame) frame = requestAnimationFrame(tick);
    }

    function handleOver(event: PointerEvent) {
      under = event.composedPath()[0] as Node;
      root!.classList.toggle('it-cursor--hover', overInteractive(event));
    }
    // Focus going where the mouse is not (Tab, or a dialog such as the mobile
    // menu taking focus under a still mouse) hides the cursor until the mouse
    // moves again: otherwise its ring stays parked on the screen beside the
    // focus ring, reading as a second focus indicator.
    function handleFocus(event: FocusEvent) {
      const focused = event.composedPath()[0];
      if (shown && !(focused instanceof Node && under && focused.contains(under))) setShown(false);
    }
    const handleDown = (event: PointerEvent) =>
      root.classList.toggle('it-cursor--pressed', event.pointerType === 'mouse');
    const handleUp = () => root.classList.remove('it-cursor--pressed');
    const handleOut = (event: PointerEvent) => {
      if (!event.relatedTarget) setShown(false);
    };

    window.addEventListener('pointermove', handleMove, { passive: true });
    window.addEventListener('pointerover', handleOver, { passive: true });
    window.addEventListener('pointerdown', handleDown, { passive: true });
    window.addEventListener('pointerup', handleUp, { passive: true });
    document.addEventListener('pointerout', handleOut, { passive: true });
    document.addEventListener('focusin', handleFocus);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', handleMove);
      window.removeEventListener('pointerover', handleOver);
      window.removeEventListener('pointerdown', handleDown);
      window.removeEventListener('pointerup', handleUp);
      document.removeEventListener('pointerout', handleOut);
      document.removeEventListener('focusin', handleFocus);
    };
  }, [rootRef, dotRef, ringRef]);
}
