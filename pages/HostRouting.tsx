import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LinkModeContext, SiteRouterContext } from '../src/ui/widget-context.ts';

/**
 * Inside one of the host site's wouter Routers: gives the sections the
 * router's link and navigation (SiteRouterContext), so that src/ never
 * imports wouter and a widget, which has no router, never carries it.
 */
export function HostRouting({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const router = useMemo(() => ({ Link, navigate: (to: string) => navigate(to) }), [navigate]);
  return (
    <LinkModeContext.Provider value="router">
      <SiteRouterContext.Provider value={router}>{children}</SiteRouterContext.Provider>
    </LinkModeContext.Provider>
  );
}
