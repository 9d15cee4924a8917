import { useEffect, useRef } from 'react';
import { Redirect, Router, matchRoute, useLocation } from 'wouter';
import { parse } from 'regexparam';
import { LinkModeContext } from '../src/ui/widget-context';
import { SiteLayout } from '../src/layout/SiteLayout';
import { redirects, resolveRoute } from './route-table';
import { RoutePage } from './RoutePage';
import { scrollToTop } from './smooth-scroll';
// The document's own sheets: the self-hosted font, the design tokens and the base rules every section builds on.
import '../src/styles/fonts.css';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

/** The host site: every page inside the shared layout. `ssrPath` is set only by the prerender. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <LinkModeContext.Provider value="router">
        <SiteLayout>
          <Routes />
        </SiteLayout>
      </LinkModeContext.Provider>
    </Router>
  );
}

function Routes() {
  const [location] = useLocation();
  useScrollToTopOnNavigation(location);
  useMarkHydrated();
  for (const redirect of redirects) {
    const [matched, params] = matchRoute(parse, redirect.from, location);
    if (matched) return <Redirect to={redirect.to(params ?? {})} replace />;
  }
  const { route, params } = resolveRoute(location);
  return <RoutePage key={route.path} route={route} params={params} path={location} />;
}

/** Marks <html data-hydrated> once the app is interactive (CSS and tests can wait for it). */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** Every navigation after the first starts at the top of the new page. */
function useScrollToTopOnNavigation(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollToTop();
  }, [location]);
}
