import { useRef } from 'react';
import { useCursorTracking } from './use-cursor-tracking.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import '../styles/cursor.css';

/** A mouse or trackpad, and a visitor who has not asked for less motion. */
const CURSOR_QUERY = '(pointer: fine) and (prefers-reduced-motion: no-preference)';

function CursorShapes() {
  const rootRef = useRef<HTMLDivElement>(null);
  const dotRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  useCursorTracking(rootRef, dotRef, ringRef);
  return (
    <div ref={rootRef} className="it-cursor" aria-hidden="true">
      <div ref={ringRef} className="it-cursor__ring" />
      <div ref={dotRef} className="it-cursor__dot" />
    </div>
  );
}

/**
 * The custom cursor: a dot and a trailing ring that grow over links and buttons
 * and shrink while pressed. It decorates the system cursor, never replaces it,
 * so keyboard, touch and high-visibility-cursor users lose nothing. Nothing
 * renders on the server or the first client render (hydration must match);
 * it turns on only for a fine pointer without a reduced-motion preference.
 */
export function Cursor() {
  const enabled = useMediaQuery(CURSOR_QUERY);
  return enabled ? <CursorShapes /> : null;
}
