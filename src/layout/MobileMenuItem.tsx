import { ChevronDown } from 'lucide-react';
import { headerCopy, type NavItem } from '../content/navigation.ts';
import { toggleSubmenu } from '../state/menu.ts';
import { Link } from '../ui/Link.tsx';
import { isCurrentPage } from './use-current-path.ts';
import '../styles/base.css';
import '../styles/mobile-menu.css';

/** Props of {@link MobileMenuItem}. */
export interface MobileMenuItemProps {
  item: NavItem;
  /** The current page's normalised path. */
  current: string;
  /** Whether this entry's submenu is the expanded one. */
  expanded: boolean;
  /** Called when the visitor chooses any link, so the overlay can close. */
  onNavigate: () => void;
}

/** One entry of the mobile menu; an entry with children gets a toggle that expands its submenu. */
export function MobileMenuItem({ item, current, expanded, onNavigate }: MobileMenuItemProps) {
  const submenuId = `it-mobile-submenu-${item.id}`;
  const currentAttr = (href: string) => (isCurrentPage(current, href) ? 'page' : undefined);
  return (
    <li className="it-mobile-menu__item">
      <div className="it-mobile-menu__row">
        <Link
          href={item.href}
          className="it-mobile-menu__link"
          aria-current={currentAttr(item.href)}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
        {item.children && (
          <button
            type="button"
            className="it-mobile-menu__toggle"
            aria-expanded={expanded}
            aria-controls={submenuId}
            onClick={() => toggleSubmenu(item.id)}
          >
            <span className="it-visually-hidden">{`${item.label} ${headerCopy.submenuSuffix}`}</span>
            <ChevronDown aria-hidden="true" size={20} />
          </button>
        )}
      </div>
      {item.children && (
        <ul id={submenuId} className="it-mobile-menu__submenu" hidden={!expanded}>
          {item.children.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="it-mobile-menu__sublink"
                aria-current={currentAttr(link.href)}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
