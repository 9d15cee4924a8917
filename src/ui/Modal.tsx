import type { ReactNode } from 'react';
import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStyles,
} from '@floating-ui/react';
import { iconFor } from './icons.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import '../styles/modal.css';

/** Length of the dialog's fade and lift (spec: 300 ms). */
export const MODAL_MS = 300;
/** Length of the backdrop's fade (spec: 150 ms). */
export const BACKDROP_MS = 150;

const Close = iconFor('X');

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** The control that opened the dialog; focus returns to it on close. */
  opener: HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog on @floating-ui/react: closes on Escape, on a click on the backdrop
 * and with its close button; focus moves in, stays in and returns to the opener.
 * Rendered in place rather than portalled to document.body, so it also works inside
 * a widget's shadow root, where the section's styles live.
 */
export function Modal({ open, onClose, label, opener, children }: ModalProps) {
  const reduced = useReducedMotion();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => !next && onClose(),
    elements: { reference: opener },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context),
  ]);
  const dialog = useTransitionStyles(context, {
    duration: reduced ? 0 : MODAL_MS,
    initial: { opacity: 0, transform: 'translateY(12px) scale(0.97)' },
  });
  const backdrop = useTransitionStyles(context, { duration: reduced ? 0 : BACKDROP_MS });
  if (!dialog.isMounted && !backdrop.isMounted) return null;
  return (
    <FloatingOverlay className="it-modal__backdrop" lockScroll style={backdrop.styles}>
      <FloatingFocusManager context={context} returnFocus>
        <div
          ref={(node) => refs.setFloating(node)}
          className="it-modal"
          aria-label={label}
          style={dialog.styles}
          {...getFloatingProps()}
        >
          <button type="button" className="it-modal__close" onClick={onClose} aria-label="Close">
            <Close aria-hidden="true" size={22} />
          </button>
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
