import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { headerCopy, headerMenu } from '../content/navigation.ts';
import { closeMenu, expandedSubmenu, menuOpen, openMenu } from '../state/menu.ts';
import { CallLink } from './CallLink.tsx';
import { layoutIds } from './layout-ids.ts';
import { loadedMobileMenuOverlay, loadMobileMenuOverlay } from './load-mobile-menu-overlay.ts';
import { MobileMenuItem } from './MobileMenuItem.tsx';
import { MobileMenuPanel } from './MobileMenuPanel.tsx';
import { useCurrentPath } from './use-current-path.ts';
import '../styles/base.css';
import '../styles/mobile-menu.css';

/** Width from which the desktop menu replaces this overlay (mobile-menu.css hides it there too). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Closes the menu and gives focus back to the button that opened it. */
function closeAndReturnFocus() {
  closeMenu();
  document.getElementById(layoutIds.menuButton)?.focus();
}

/** The close button, once React has the menu: not the native popover's hiding, which it also names. */
function handleClose(event: MouseEvent) {
  event.preventDefault();
  closeAndReturnFocus();
}

/**
 * Keeps the closed markup's native popover and the menu's state as one. The
 * popover may have been opened natively before this island woke (the header's
 * popovertarget): then the menu opens as React's, which brings the overlay. A
 * popover dismissed natively (Escape, a press outside) closes the menu.
 */
function usePopoverState(open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    const shown = element?.matches(':popover-open') ?? false;
    if (wasOpen.current === null && shown && !open) openMenu();
    else if (open && !shown) element?.showPopover?.();
    else if (!open && shown) element?.hidePopover?.();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    const element = ref.current;
    const handleToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed' && menuOpen.peek() && !loadedMobileMenuOverlay()) closeMenu();
    };
    element?.addEventListener('toggle', handleToggle);
    return () => element?.removeEventListener('toggle', handleToggle);
  });
  return ref;
}

/**
 * The mobile menu: a modal overlay with the header's links, Services and
 * Products collapsible (one expanded at a time). While open, @floating-ui (as
 * for the Modal) locks page scroll, moves focus in and keeps Tab inside;
 * Escape, the close button or the backdrop close it and return focus to the
 * menu button; choosing a link closes it. The library loads with the first
 * opening, or as the visitor heads for the menu button (see Header).
 */
export function MobileMenu() {
  useSignals();
  const open = menuOpen.value;
  const expanded = expandedSubmenu.value;
  const current = useCurrentPath();
  const [Overlay, setOverlay] = useState(loadedMobileMenuOverlay);
  const popover = usePopoverState(open);

  useEffect(() => {
    if (!open || Overlay) return;
    let wanted = true;
    loadMobileMenuOverlay().then(
      (loaded) => wanted && setOverlay(() => loaded),
      // Offline: the menu stays open as plain markup; its links and close button still work.
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [open, Overlay]);

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

  const contents = (
    <>
      <div className="it-mobile-menu__top">
        <h2 id={layoutIds.mobileMenuTitle} className="it-mobile-menu__title">
          {headerCopy.menuTitle}
        </h2>
        <button
          type="button"
          className="it-mobile-menu__close"
          popoverTarget={layoutIds.mobileMenu}
          popoverTargetAction="hide"
          onClick={handleClose}
        >
          <X aria-hidden="true" size={24} />
          <span className="it-visually-hidden">{headerCopy.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={headerCopy.mainNavLabel}>
        <ul className="it-mobile-menu__list">
          {headerMenu.map((item) => (
            <MobileMenuItem
              key={item.id}
              item={item}
              current={current}
              expanded={expanded === item.id}
              onNavigate={handleNavigate}
            />
          ))}
        </ul>
      </nav>
      <CallLink className="it-mobile-menu__call" />
    </>
  );

  if (open && Overlay) return <Overlay onClose={closeAndReturnFocus}>{contents}</Overlay>;
  // Closed, the menu is a native popover: it is prerendered (the menu button's
  // aria-controls and popovertarget name it), opens before and without script,
  // and FloatingOverlay's inline style would break the page's
  // Content-Security-Policy there. Open before the overlay's code has arrived
  // (a first press on a slow network), it shows at once as the same markup,
  // and the overlay takes over when its code is there.
  return (
    <div ref={popover} id={layoutIds.mobileMenu} className="it-mobile-menu" popover="auto">
      <MobileMenuPanel>{contents}</MobileMenuPanel>
    </div>
  );
}
