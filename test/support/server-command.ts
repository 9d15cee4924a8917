import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { outsideUnitRoom } from './outside-unit-room.ts';

/** Where `npm run build` bundles the server (rollup.server.config.ts). */
export const SERVER_BUNDLE = 'dist-server/server.js';

/**
 * The server's rollup config in the checkout at `root`, or undefined in one
 * from before the compiled server. `npm run bench:mail` runs another checkout's
 * server too, which may be from before the build tooling was TypeScript (`.mjs`).
 */
export function serverConfig(root = process.cwd()): string | undefined {
  return ['rollup.server.config.ts', 'rollup.server.config.mjs'].find((name) => existsSync(path.join(root, name)));
}

/**
 * What the bundle is made of: a change to any of these makes it stale. The
 * editor's room bundles the build's content checks and the widgets' contracts;
 * an older checkout (bench:mail) may have only the first three.
 */
const SOURCES = ['mail', 'src/forms', 'src/content', 'tools/build/content', 'widgets'];

function newestChange(root: string, config: string): { file: string; time: number } {
  let newest = { file: '', time: 0 };
  for (const source of [...SOURCES, config]) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
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
  const config = serverConfig(root);
  if (!config) throw new Error(`${root} has no rollup.server.config.ts to bundle its server with`);
  const newest = newestChange(root, config);
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newest.time) {
    const rollup = path.join(root, 'node_modules', '.bin', 'rollup');
    const built = spawnSync(rollup, ['-c', config, '--silent'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`could not bundle the server (${SERVER_BUNDLE}):\n${built.stderr}`);
  }
  return [bundle];
}
