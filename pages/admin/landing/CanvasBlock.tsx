import type { ReactNode } from 'react';
import { adminMessages } from '../messages.ts';
import '../../../src/styles/base.css';

/** Props of {@link CanvasBlock}. */
export interface CanvasBlockProps {
  children: ReactNode;
  /** The block's name, for the control Puck makes of it (a click selects it, a drag moves it). */
  label: string;
  /** Puck's ref for the block's element (`puck.dragRef` of an `inline` component). */
  dragRef: ((element: Element | null) => void) | null;
}

/**
 * A block as the builder's canvas shows it: to look at, not to use. Puck makes
 * the block's element a control (a click selects it, a drag moves it), so the
 * element is ours, named after the block, and what it holds is inert: its
 * links, buttons and fields would be controls inside a control, and a click
 * anywhere on it should select the block. `display: contents` keeps the
 * section's own box where the page has it.
 */
export function CanvasBlock({ children, label, dragRef }: CanvasBlockProps) {
  // Its name is its one live text: what it shows is inert, so counts for nothing
  // (an aria-label would not match the words it shows, which axe faults).
  return (
    <div ref={dragRef}>
      <span className="it-visually-hidden">{adminMessages.builder.canvasBlock(label)}</span>
      <div inert style={{ display: 'contents' }}>
        {children}
      </div>
    </div>
  );
}
