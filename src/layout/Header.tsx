import { useSignals } from '@preact/signals-react/runtime';
import { Menu } from 'lucide-react';
import { useContext, type MouseEvent } from 'react';
import { headerCopy } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { menuOpen, openMenu } from '../state/menu.ts';
import { Link, siteHref } from '../ui/Link.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { LinkModeContext } from '../ui/widget-context.ts';
import { CallLink } from './CallLink.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { layoutIds } from './layout-ids.ts';
import { preloadMobileMenuOverlay } from './load-mobile-menu-overlay.ts';
import '../styles/base.css';
import '../styles/header.css';

const LOGO_PATH = '/assets/images/logo.svg';

/** Opens the menu as React's, instead of the native popover the button also names. */
function handleOpen(event: MouseEvent) {
  event.preventDefault();
  openMenu();
}

/**
 * The site header, 80 px high at every width: logo and company name linking
 * home, the desktop menu (from 1024 px), the call-to-experts link and, below
 * 1024 px, the button that opens the mobile menu.
 */
export function Header() {
  useSignals();
  const awake = useHydrated();
  // Inside a widget a root-relative path would point at the partner's server.
  const logoSrc = useContext(LinkModeContext) === 'router' ? LOGO_PATH : siteHref(LOGO_PATH);
  return (
    <header className="it-header">
      <div className="it-container it-header__inner">
        <Link href="/home" className="it-header__brand">
          {/* Empty alt: the company name beside it already names the link. */}
          <img className="it-header__logo" src={logoSrc} width={150} height={40} alt="" />
          <span className="it-header__name">{site.name}</span>
        </Link>
        <DesktopNav />
        <div className="it-header__actions">
          <CallLink className="it-header__call" />
          <button
            id={layoutIds.menuButton}
            type="button"
            className="it-header__menu-button"
            aria-controls={layoutIds.mobileMenu}
            // Before script (and without it) the button opens the menu as a native popover,
            // which tells assistive technology itself whether it is open; once awake, the
            // menu's state is React's, with focus management, and aria-expanded says it.
            aria-expanded={awake ? menuOpen.value : undefined}
            popoverTarget={awake ? undefined : layoutIds.mobileMenu}
            onClick={handleOpen}
            // The menu's focus manager and scroll lock load on the way to a press, not with the page.
            onPointerEnter={preloadMobileMenuOverlay}
            onPointerDown={preloadMobileMenuOverlay}
            onFocus={preloadMobileMenuOverlay}
          >
            <Menu aria-hidden="true" size={22} />
            <span className="it-header__menu-label">{headerCopy.menuButton}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
