import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { outsideUnitRoom } from './outside-unit-room';

/** Where `npm run build` bundles the server (rollup.server.config.mjs). */
export const SERVER_BUNDLE = 'dist-server/server.js';

/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = ['mail', 'src/forms', 'src/content', 'rollup.server.config.mjs'];

function newestChange(root: string): { file: string; time: number } {
  let newest = { file: '', time: 0 };
  for (const source of SOURCES) {
    const full = path.join(root, source);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((f) => path.join(full, f))
      : [full];
    for (const file of files) {
      const time = statSync(file).mtimeMs;
      if (time > newest.time) newest = { file, time };
    }
  }
  return newest;
}

/**
 * The arguments for `node` that run the server as `npm run serve` does: plain
 * node on the compiled bundle, no TypeScript loader. The bundle is rebuilt
 * first when it is missing or older than a source, so `npm test -- mail/
 * --no-build` after an edit never tests yesterday's server.
 */
export function serverCommand(root = process.cwd()): string[] {
  outsideUnitRoom('the server bundle (dist-server/server.js)');
  const bundle = path.join(root, SERVER_BUNDLE);
  const newest = newestChange(root);
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newest.time) {
    const rollup = path.join(root, 'node_modules', '.bin', 'rollup');
    const built = spawnSync(rollup, ['-c', 'rollup.server.config.mjs', '--silent'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`could not bundle the server (${SERVER_BUNDLE}):\n${built.stderr}`);
  }
  return [bundle];
}
