import { ChevronDown } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { headerCopy, type NavItem, type NavLink } from '../content/navigation.ts';
import { Link } from '../ui/Link.tsx';
import { isCurrentPage, isInSection } from './use-current-path.ts';
import '../styles/base.css';
import '../styles/header.css';

/** Props of {@link NavDropdown}. */
export interface NavDropdownProps {
  item: NavItem;
  links: readonly NavLink[];
  /** The current page's normalised path. */
  current: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A header entry with a submenu: the section's own page link, then a toggle
 * button (aria-expanded) that shows the submenu. It also opens while a mouse
 * hovers it; Escape or focus leaving it closes it.
 */
export function NavDropdown({ item, links, current, open, onOpenChange }: NavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click on the toggle right after hovering means "keep it open", not "close it".
  const openedByHover = useRef(false);
  const submenuId = `it-submenu-${item.id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  }

  function handlePointerEnter(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    onOpenChange(true);
  }

  function handlePointerLeave(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    onOpenChange(false);
  }

  function handleToggle() {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    onOpenChange(!open);
  }

  const itemClass = isInSection(current, item.href) ? 'it-nav__item it-nav__item--current' : 'it-nav__item';
  return (
    <li
      className={`${itemClass} it-nav__item--dropdown`}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <Link
        href={item.href}
        className="it-nav__link"
        aria-current={isCurrentPage(current, item.href) ? 'page' : undefined}
      >
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="it-nav__toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={handleToggle}
      >
        <span className="it-visually-hidden">{`${item.label} ${headerCopy.submenuSuffix}`}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={submenuId} className="it-nav__submenu" hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="it-nav__sublink"
              aria-current={isCurrentPage(current, link.href) ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
