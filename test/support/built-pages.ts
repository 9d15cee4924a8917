import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveRoute, routes } from '../../pages/route-table.ts';
import { outsideUnitRoom } from './outside-unit-room.ts';

/** Every page the build wrote, from the server's route map: its address and its file. */
export async function builtPages(): Promise<Record<string, string>> {
  outsideUnitRoom('the built site (dist/)');
  const routes = JSON.parse(await readFile(path.resolve('dist/.build/routes.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return routes.pages;
}

/** One concrete address for each route pattern of the table: the first page the build wrote for it. */
export async function pathPerRoute(): Promise<{ pattern: string; path: string }[]> {
  const built = Object.keys(await builtPages());
  return routes.map(({ path: pattern }) => {
    const path = built.find((page) => resolveRoute(page).route.path === pattern);
    if (!path) throw new Error(`the build wrote no page for the route ${pattern}`);
    return { pattern, path };
  });
}
