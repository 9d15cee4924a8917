import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { outsideUnitRoom } from './outside-unit-room';

/** Every page the build wrote, from the server's route map: its address and its file. */
export async function builtPages(): Promise<Record<string, string>> {
  outsideUnitRoom('the built site (dist/)');
  const routes = JSON.parse(await readFile(path.resolve('dist/.build/routes.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return routes.pages;
}
