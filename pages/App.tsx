import { Redirect, Router } from 'wouter';
import { IslandRendererContext, type IslandRenderer } from '../src/elements/Island.tsx';
import { HostRouting } from './HostRouting.tsx';
import { SiteLayout } from '../src/layout/SiteLayout.tsx';
import { matchPath } from './match-path.ts';
import { redirects, resolveRoute } from './route-table.ts';
import { RoutePage } from './RoutePage.tsx';
// The document's own sheets: the self-hosted font, the design tokens and the base rules every section builds on.
import '../src/styles/fonts.css';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

/** Props of {@link App}. */
export interface AppProps {
  /** The path being rendered. */
  ssrPath: string;
  /** Renders each island on its own (the prerender's); without it, islands render inline. */
  islands?: IslandRenderer;
}

/**
 * The host site: every page inside the shared layout, as the prerender renders
 * it. The browser never runs it: it hydrates the islands in it one by one
 * (island-loader.ts), and moves between pages by fetching their HTML (navigate.ts).
 */
export function App({ ssrPath, islands }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <HostRouting>
        <IslandRendererContext.Provider value={islands ?? null}>
          <SiteLayout>
            <Routes path={ssrPath} />
          </SiteLayout>
        </IslandRendererContext.Provider>
      </HostRouting>
    </Router>
  );
}

function Routes({ path }: { path: string }) {
  for (const redirect of redirects) {
    const params = matchPath(redirect.from, path);
    if (params) return <Redirect to={redirect.to(params)} replace />;
  }
  const { route, params } = resolveRoute(path);
  return <RoutePage key={route.path} route={route} params={params} path={path} />;
}
