import { Suspense, use, useEffect } from 'react';
import type { Params, RouteDef } from './page-types';
import { loadedPage, loadPage } from './page-cache';
import { applyHead, headFor } from './head';

/** Props of {@link RoutePage}. */
interface RoutePageProps {
  route: RouteDef;
  params: Params;
  path: string;
}

/** Renders a route's page, loading its chunk first on client-side navigation. */
export function RoutePage(props: RoutePageProps) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <PageBody {...props} />
    </Suspense>
  );
}

function PageBody({ route, params, path }: RoutePageProps) {
  const Page = (loadedPage(route) ?? use(loadPage(route))).default;
  // Runs only once the module has loaded, so the head gets the page's own metadata.
  useEffect(() => applyHead(headFor(path)), [path]);
  return <Page params={params} />;
}
