import { useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { company } from '../content/company.ts';
import { SiteRouterContext } from './widget-context.ts';

/** Props of {@link Link}: an anchor whose href is a site path such as '/about'. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** Absolute URL of a site path, for links that leave the host page. */
export function siteHref(path: string): string {
  return /^[a-z]+:/i.test(path) || path.startsWith('#') ? path : company.url + path;
}

/** A link to a page of the site that works both in the host app and inside a widget. */
export function Link({ href, children, ...rest }: LinkProps) {
  const router = useContext(SiteRouterContext);
  const isSitePath = href.startsWith('/');
  if (router && isSitePath) {
    return (
      <router.Link href={href} {...rest}>
        {children}
      </router.Link>
    );
  }
  return (
    <a href={isSitePath ? siteHref(href) : href} {...rest}>
      {children}
    </a>
  );
}
