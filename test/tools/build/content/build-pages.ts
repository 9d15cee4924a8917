import { spawnSync } from 'node:child_process';
import path from 'node:path';

const tsx = ['--import', 'tsx', '--import', './tools/build/css-in-node.mjs'];

/**
 * Builds in the project copy `dir` what a content file reaches: the host
 * pass (host-pass.config.mjs) and the prerender (pages, sitemap, feed, search
 * index), without the precompressed copies. Returns whether it succeeded and
 * everything it printed.
 */
export function buildPages(dir: string): { ok: boolean; output: string } {
  const options = { cwd: dir, encoding: 'utf8' as const, env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' } };
  let output = '';
  const steps: [string, string[]][] = [
    [path.join(dir, 'node_modules/.bin/rollup'), ['-c', path.resolve(import.meta.dirname, 'host-pass.config.mjs'), '--silent']],
    [process.execPath, [...tsx, 'tools/build/prerender.tsx', '--no-compress']],
  ];
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, options);
    output += run.stdout + run.stderr;
    if (run.status !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}
