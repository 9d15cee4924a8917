import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareScreenshots, fileSafe, readPng, writeOutput, writePng, type Comparison } from './visual';

/** Where the reviewed screenshots live, one PNG per page or widget and width. */
export const BASELINE_DIR = path.resolve('test/e2e/baselines');

/** The command that writes baselines on purpose. */
export const UPDATE_COMMAND = 'npm run test:update-baselines';

/** True under `npm run test:update-baselines`: the tests write baselines instead of failing. */
export const updatingBaselines = process.env.UPDATE_BASELINES === '1';

/**
 * Compares a screenshot with its baseline. Under UPDATE_BASELINES=1 it writes the
 * baseline when it is missing or differs beyond the tolerance (and leaves a
 * matching one alone, so git shows only real changes). A missing baseline fails
 * with the command that writes it.
 */
export function matchBaseline(name: string, png: Buffer): Comparison {
  const file = path.join(BASELINE_DIR, `${fileSafe(name)}.png`);
  const where = path.relative(process.cwd(), file);
  const baseline = existsSync(file) ? readFileSync(file) : undefined;
  const result = baseline && compareScreenshots(name, { label: 'actual', png }, { label: 'baseline', png: baseline });
  if (updatingBaselines && !result?.ok) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    // Re-encoded: Chromium's PNGs are about twice the size of pngjs's best.
    writeFileSync(file, writePng(readPng(png)));
    return { ok: true, ratio: 0, message: `${name}: wrote ${where}` };
  }
  if (result) return result;
  const actual = writeOutput(`${name}.actual`, writePng(readPng(png)));
  return {
    ok: false,
    ratio: 1,
    message: `${name}: no baseline ${where} (this run's picture: ${actual}); review it, then run ${UPDATE_COMMAND}`,
  };
}
