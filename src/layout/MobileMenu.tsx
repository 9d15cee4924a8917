import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { headerCopy, headerMenu } from '../content/navigation';
import { closeMenu, expandedSubmenu, menuOpen } from '../state/menu';
import { CallLink } from './CallLink';
import { layoutIds } from './layout-ids';
import { MobileMenuItem } from './MobileMenuItem';
import { useCurrentPath } from './use-current-path';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
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
 * Products collapsible (one expanded at a time). While open it locks page
 * scroll and keeps focus inside; Escape, the close button or the backdrop close
 * it and return focus to the menu button; choosing a link closes it.
 */
export function MobileMenu() {
  useSignals();
  const open = menuOpen.value;
  const expanded = expandedSubmenu.value;
  const current = useCurrentPath();
  const dialogRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeAndReturnFocus();
    }
    // Widening past the breakpoint hides the overlay; it must not leave the page locked.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const handleDesktop = () => desktop.matches && closeMenu();
    document.addEventListener('keydown', handleKeyDown);
    desktop.addEventListener('change', handleDesktop);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      desktop.removeEventListener('change', handleDesktop);
    };
  }, [open]);

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) closeAndReturnFocus();
  }

  function handleNavigate() {
    closeMenu();
    // The spec asks for the top of the page; the overlay hides the jump, so it need not be smooth.
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  return (
    <div
      ref={dialogRef}
      id={layoutIds.mobileMenu}
      className="it-mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-labelledby={layoutIds.mobileMenuTitle}
      hidden={!open}
      onClick={handleBackdropClick}
    >
      {/* data-lenis-prevent: a stopped Lenis would otherwise swallow wheel events over the panel. */}
      <div className="it-mobile-menu__panel" data-lenis-prevent="">
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
      </div>
    </div>
  );
}
