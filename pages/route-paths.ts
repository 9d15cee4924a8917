import { loadPage } from './page-cache.ts';
import { fillPath, routes } from './route-table.ts';

/** Every concrete path of the table: fixed paths, and each pattern filled with its page's param sets. */
export async function routePaths(): Promise<string[]> {
  const lists = await Promise.all(
    routes.map(async (route) => {
      const page = await loadPage(route);
      // A module shared by a fixed route and a pattern (the blog list) lists param sets for the pattern only.
      return page.paramSets && route.path.includes(':')
        ? page.paramSets().map((params) => fillPath(route.path, params))
        : [route.path];
    }),
  );
  return lists.flat();
}
