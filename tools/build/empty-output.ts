// A clean output folder for each build.
import { rmSync } from 'node:fs';
import type { Plugin } from 'rollup';

/**
 * Empties `dir` when a build starts, so no stale hashed file survives (in a hook: loading this config has no effect).
 * Own plugin: rollup-plugin-delete does it too, with a glob library, for what is one rmSync.
 */
export function emptyOutput(dir: string): Plugin {
  return {
    name: 'empty-output',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
