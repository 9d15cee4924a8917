import { useEffect, useRef, useState } from 'react';
import { headerCopy, headerMenu } from '../content/navigation.ts';
import { Link } from '../ui/Link.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { isCurrentPage, useCurrentPath } from './use-current-path.ts';
import '../styles/header.css';

/** The header's menu from 1024 px up; at most one of its submenus is open. */
export function DesktopNav() {
  const current = useCurrentPath();
  // A submenu stays open only on the page it was opened on: a new page means the
  // visitor chose a link, so the submenu has done its job.
  const [open, setOpen] = useState<{ id: string; path: string } | null>(null);
  const openId = open?.path === current ? open.id : null;
  const setOpenId = (id: string | null) => setOpen(id === null ? null : { id, path: current });
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId === null) return;
    // A click elsewhere that moves no focus (on plain text) would not fire focusout.
    function handlePointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [openId]);

  return (
    <nav ref={navRef} className="it-nav" aria-label={headerCopy.mainNavLabel}>
      <ul className="it-nav__list">
        {headerMenu.map((item) =>
          item.children ? (
            <NavDropdown
              key={item.id}
              item={item}
              links={item.children}
              current={current}
              open={openId === item.id}
              onOpenChange={(open) => setOpenId(open ? item.id : null)}
            />
          ) : (
            <li key={item.id} className="it-nav__item">
              <Link
                href={item.href}
                className="it-nav__link"
                aria-current={isCurrentPage(current, item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
