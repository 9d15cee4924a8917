import type { Params, RouteDef } from './page-types.ts';
import { loadedPage } from './page-cache.ts';

/** Props of {@link RoutePage}. */
interface RoutePageProps {
  route: RouteDef;
  params: Params;
  path: string;
}

/** Renders a route's page; the prerender has loaded every page module before it renders any. */
export function RoutePage({ route, params, path }: RoutePageProps) {
  const Page = loadedPage(route)?.default;
  if (!Page) throw new Error(`the page module of ${path} is not loaded`);
  return <Page params={params} />;
}
