import { FloatingFocusManager, FloatingOverlay, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { layoutIds } from './layout-ids.ts';
import { MobileMenuPanel } from './MobileMenuPanel.tsx';
import '../styles/base.css';
import '../styles/mobile-menu.css';

/** Props of {@link MobileMenuOverlay}. */
export interface MobileMenuOverlayProps {
  /** Called on Escape or a press on the backdrop. */
  onClose: () => void;
  /** The menu's contents: its title bar, links and call link. */
  children: ReactNode;
}

/**
 * The open mobile menu on @floating-ui/react, as src/ui/Modal: the backdrop
 * locks page scroll, focus moves into the panel and Tab stays there, Escape and
 * a press on the backdrop close it. MobileMenu loads this module on demand
 * (load-mobile-menu-overlay.ts), so the library stays out of the JavaScript
 * every page loads before it can be used.
 */
export function MobileMenuOverlay({ onClose, children }: MobileMenuOverlayProps) {
  // The panel through state (floating-ui's `elements` option) rather than its
  // `refs.setFloating`, which React's rules of hooks take for a ref read in render.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const { context } = useFloating({
    open: true,
    onOpenChange: (next) => !next && onClose(),
    elements: { floating: panel },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);
  // Focus goes back to the menu button by hand (onClose), not by returnFocus:
  // choosing a link closes the menu without sending focus there.
  return (
    <FloatingOverlay id={layoutIds.mobileMenu} className="it-mobile-menu" lockScroll>
      <FloatingFocusManager context={context} returnFocus={false}>
        <MobileMenuPanel ref={setPanel} {...getFloatingProps()}>
          {children}
        </MobileMenuPanel>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
