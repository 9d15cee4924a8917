import type { PageModule, RouteDef } from './page-types.ts';

/**
 * Loaded page modules. The prerender fills it for every route before it
 * renders any, so a page renders synchronously, and its head (head.ts) reads
 * the page's own metadata.
 */
const loaded = new Map<RouteDef['page'], PageModule>();
const pending = new Map<RouteDef['page'], Promise<PageModule>>();

/** Loads a route's page module once; later calls share the promise. */
export function loadPage(route: RouteDef): Promise<PageModule> {
  let promise = pending.get(route.page);
  if (!promise) {
    promise = route.page().then((module) => {
      loaded.set(route.page, module);
      return module;
    });
    pending.set(route.page, promise);
  }
  return promise;
}

/** The page module if it has loaded already. */
export function loadedPage(route: RouteDef): PageModule | undefined {
  return loaded.get(route.page);
}
