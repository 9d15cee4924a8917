import { FloatingFocusManager, FloatingOverlay, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { headerCopy, headerMenu } from '../content/navigation';
import { closeMenu, expandedSubmenu, menuOpen } from '../state/menu';
import { CallLink } from './CallLink';
import { layoutIds } from './layout-ids';
import { MobileMenuItem } from './MobileMenuItem';
import { useCurrentPath } from './use-current-path';
import '../styles/base.css';
import '../styles/mobile-menu.css';

/** Width from which the desktop menu replaces this overlay (mobile-menu.css hides it there too). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Closes the menu and gives focus back to the button that opened it. */
function closeAndReturnFocus() {
  closeMenu();
  document.getElementById(layoutIds.menuButton)?.focus();
}

/**
 * The mobile menu: a modal overlay with the header's links, Services and
 * Products collapsible (one expanded at a time). While open, @floating-ui (as
 * for the Modal) locks page scroll, moves focus in and keeps Tab inside;
 * Escape, the close button or the backdrop close it and return focus to the
 * menu button; choosing a link closes it.
 */
export function MobileMenu() {
  useSignals();
  const open = menuOpen.value;
  const expanded = expandedSubmenu.value;
  const current = useCurrentPath();
  const { refs, context } = useFloating({ open, onOpenChange: (next) => !next && closeAndReturnFocus() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

  useEffect(() => {
    if (!open) return;
    // Widening past the breakpoint hides the overlay; it must not leave the page locked.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const handleDesktop = () => desktop.matches && closeMenu();
    desktop.addEventListener('change', handleDesktop);
    return () => desktop.removeEventListener('change', handleDesktop);
  }, [open]);

  function handleNavigate() {
    closeMenu();
    // The spec asks for the top of the page; the overlay hides the jump, so it need not be smooth.
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  // data-lenis-prevent: a stopped Lenis would otherwise swallow wheel events over the panel.
  const panel = (
    <div
      ref={refs.setFloating}
      className="it-mobile-menu__panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={layoutIds.mobileMenuTitle}
      data-lenis-prevent=""
      {...getFloatingProps()}
    >
      <div className="it-mobile-menu__top">
        <h2 id={layoutIds.mobileMenuTitle} className="it-mobile-menu__title">
          {headerCopy.menuTitle}
        </h2>
        <button type="button" className="it-mobile-menu__close" onClick={closeAndReturnFocus}>
          <X aria-hidden="true" size={24} />
          <span className="it-visually-hidden">{headerCopy.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={headerCopy.mainNavLabel}>
        <ul className="it-mobile-menu__list">
          {headerMenu.map((item) => (
            <MobileMenuItem key={item.id} item={item} current={current} expanded={expanded === item.id} onNavigate={handleNavigate} />
          ))}
        </ul>
      </nav>
      <CallLink className="it-mobile-menu__call" />
    </div>
  );

  // Closed, the menu is plain hidden markup: it is prerendered (the menu
  // button's aria-controls names it), and FloatingOverlay's inline style would
  // break the page's Content-Security-Policy there. The overlay and the focus
  // manager exist only while it is open, in the browser.
  if (!open) {
    return (
      <div id={layoutIds.mobileMenu} className="it-mobile-menu" hidden>
        {panel}
      </div>
    );
  }
  // Focus goes back to the menu button by hand (closeAndReturnFocus), not by
  // returnFocus: choosing a link closes the menu without sending focus there.
  return (
    <FloatingOverlay id={layoutIds.mobileMenu} className="it-mobile-menu" lockScroll>
      <FloatingFocusManager context={context} returnFocus={false}>
        {panel}
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
