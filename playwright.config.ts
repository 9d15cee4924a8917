// The end-to-end and visual specs (test/e2e/**/*.spec.ts): one built server for
// every worker, one worker per core, each spec at a phone's and a laptop's width.
// `npm test` builds dist/ first; alone, run `npm run build` before `npx playwright test`.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
// Specs import the content and components, whose CSS and Markdown load as in the node tests.
import './tools/build/css-in-node.ts';
import { chromiumArgs, chromiumPath } from './test/support/chromium-launch.ts';
import { freePort } from './test/support/free-port.ts';
import { MAX_DIFF_RATIO, PIXEL_THRESHOLD } from './test/support/visual.ts';

// Workers load this file again: the port and data folder chosen by the main
// process reach them through the environment it passes on.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'it-site-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // The reviewed screenshots keep their names: page-<route>-<width>.png, partner-<tag>-<width>.png.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: 'test-output/playwright',
  // One worker per core. One more takes this room alone from 4.7 to 4.3 min,
  // but beside the integration room it crowds that room's timed faults (a
  // database going away while two servers take posts).
  workers: availableParallelism(),
  fullyParallel: true,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-output/playwright-report' }]],
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    // The same tolerance as the node:test harness had (test/support/visual.ts):
    // pixelmatch's 0.1 colour distance, at most 0.5 % of pixels, anti-aliasing not counted.
    toHaveScreenshot: {
      threshold: PIXEL_THRESHOLD,
      maxDiffPixelRatio: MAX_DIFF_RATIO,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    // The screenshot specs add screenshotOptions (test/support/e2e-test.ts); the
    // others see the site as a visitor does, its CSP and motion included.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node dist-server/server.js',
    url: `${baseURL}/healthz`,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DIST_DIR: path.resolve('dist'),
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    // The specs whose pages differ by width run at both: the screenshots and the
    // accessibility checks. The others run once, in desktop-1280, or open the
    // windows they name (a 320 px reflow, a phone, a 340 px column) there.
    // Reduced motion is checked at 1280 px alone, where every moving part shows.
    // The configurator on /widgets must work at a phone's width too.
    {
      name: 'mobile-375',
      testMatch: ['visual-*.spec.ts', 'accessibility.spec.ts', 'every-route.spec.ts', 'widgets-configurator.spec.ts'],
      testIgnore: 'visual-reduced-motion.spec.ts',
      use: { viewport: { width: 375, height: 812 } },
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
