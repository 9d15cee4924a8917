// Browser tests run from their rollup bundles (React is CommonJS, which the
// runner's dev server cannot serve unbundled).
import { availableParallelism } from 'node:os';
import type { TestRunnerConfig, TestRunnerPlugin } from '@web/test-runner';
import { playwrightLauncher, type PlaywrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs as args, chromiumPath as executablePath } from './support/chromium-launch.ts';

/**
 * `executeServerCommand('wheel', { x, y, deltaY })`: a real turn of the mouse
 * wheel over a point of the page, which @web/test-runner-commands does not offer
 * (its sendMouse moves and clicks only). The mobile menu's test scrolls with it.
 */
const wheelCommand: TestRunnerPlugin<{ x: number; y: number; deltaY: number }> = {
  name: 'wheel-command',
  async executeCommand({ command, payload, session }) {
    if (command !== 'wheel') return undefined;
    const { x, y, deltaY } = payload!;
    // The one launcher this config starts.
    const page = (session.browser as PlaywrightLauncher).getPage(session.id);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, deltaY);
    return true;
  },
};

const config: TestRunnerConfig = {
  rootDir: '.',
  files: ['node_modules/.cache/it-browser-tests/**/*.test.js', '!node_modules/.cache/it-browser-tests/chunks/**'],
  nodeResolve: false,
  // Components ask for pictures at /assets/images/ and the blog's search index, as on the built site.
  middleware: [
    (context, next) => {
      if (context.url.startsWith('/assets/images/')) context.url = `/src${context.url}`;
      // The blog search fetches the index the build wrote, as it does on the site.
      if (context.url === '/blog/search-index.json') context.url = '/dist/blog/search-index.json';
      return next();
    },
  ],
  plugins: [wheelCommand],
  // One page per core: each test file gets its own page, so focus, viewport and
  // storage are never shared between files running side by side.
  concurrency: availableParallelism(),
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, args, headless: true } })],
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 240000,
};

export default config;
