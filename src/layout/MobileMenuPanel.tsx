import type { HTMLAttributes, Ref } from 'react';
import { layoutIds } from './layout-ids.ts';
import '../styles/base.css';
import '../styles/mobile-menu.css';

/** Props of {@link MobileMenuPanel}: a div's attributes (the focus manager's among them) and its ref. */
export interface MobileMenuPanelProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The mobile menu's panel, the modal dialog itself, named by the menu's title.
 * One component for the closed markup and the open overlay alike, so the two
 * cannot drift apart.
 */
export function MobileMenuPanel({ ref, children, ...props }: MobileMenuPanelProps) {
  return (
    // data-lenis-prevent: a stopped Lenis would otherwise swallow wheel events over the panel.
    <div
      ref={ref}
      className="it-mobile-menu__panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={layoutIds.mobileMenuTitle}
      data-lenis-prevent=""
      {...props}
    >
      {children}
    </div>
  );
}
