import { useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { site } from '../content/site';
import { LinkModeContext } from './widget-context';

/** Props of {@link Link}: an anchor whose href is a site path such as '/about'. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** Absolute URL of a site path, for links that leave the host page. */
export function siteHref(path: string): string {
  return /^[a-z]+:/i.test(path) || path.startsWith('#') ? path : site.url + path;
}

/** A link to a page of the site that works both in the host app and inside a widget. */
export function Link({ href, children, ...rest }: LinkProps) {
  const mode = useContext(LinkModeContext);
  const isSitePath = href.startsWith('/');
  if (mode === 'router' && isSitePath) {
    return (
      <RouterLink href={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={isSitePath ? siteHref(href) : href} {...rest}>
      {children}
    </a>
  );
}
