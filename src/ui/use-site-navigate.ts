import { useContext } from 'react';
import { siteHref } from './Link.tsx';
import { SiteRouterContext } from './widget-context.ts';

/** Inside a widget the partner's page is not ours to route: a section that navigates opens the company's site. */
const openOnCompanySite = (to: string) => location.assign(siteHref(to));

/** Goes to a page of the site: through the host site's router, or, inside a widget, on the company's site. */
export function useSiteNavigate(): (to: string) => void {
  return useContext(SiteRouterContext)?.navigate ?? openOnCompanySite;
}
