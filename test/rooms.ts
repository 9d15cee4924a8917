// Which room each test file runs in, by where it lives and how it is named, so
// a file added later lands in a room without anyone listing it:
// - unit: every other node:test file (`*.test.ts`), in parallel, with no
//   dist/, no browser, no Java, no PostgreSQL;
// - integration: node:test files that need the built site, spawn the server
//   bundle, kill processes, start PostgreSQL or run a whole build;
// - browser: the component tests (`*.test.tsx`) on web-test-runner;
// - e2e: the end-to-end and visual specs in test/e2e/, `*.spec.ts` on
//   Playwright Test (a node:test file there is refused: it would start its own
//   server and Chromium beside the room's shared ones).
import picomatch from 'picomatch';

/** The rooms, in the order `npm test` runs them. */
export type Room = 'unit' | 'integration' | 'browser' | 'e2e';

/**
 * node:test files that cannot run in the unit room: they read the real dist/,
 * spawn dist-server/server.js (SIGKILL, restarts), start a PostgreSQL cluster, or
 * build a copy of the project. Name a new one `*.integration.test.ts`, or
 * after one of these patterns.
 */
export const integrationGlobs = [
  'test/**/*.integration.test.ts',
  'test/mail/pg-*.test.ts',
  'test/mail/*-crash.test.ts',
  'test/mail/form-faults.test.ts',
  'test/mail/form-flood.test.ts',
  'test/mail/server.test.ts',
  'test/mail/staged-uploads.test.ts',
  'test/tools/build/component-styles.test.ts',
  'test/tools/build/content/content-build.test.ts',
  'test/tools/build/content/dev.test.ts',
  'test/sections/blog-search-bundle.test.ts',
];

const isE2e = picomatch('test/e2e/**/*.spec.ts');
const isInE2e = picomatch('test/e2e/**');
const isBrowser = picomatch('test/**/*.test.tsx');
const isIntegration = picomatch(integrationGlobs);
const isNodeTest = picomatch('test/**/*.test.ts');

/** The room of a test file (a path relative to the project, with `/`), or undefined for a file that is no test. */
export function roomOf(file: string): Room | undefined {
  if (isE2e(file)) return 'e2e';
  if (isInE2e(file) && isNodeTest(file))
    throw new Error(`${file}: the end-to-end room runs Playwright Test specs only; name it *.spec.ts`);
  if (isBrowser(file)) return 'browser';
  if (isIntegration(file)) return 'integration';
  if (isNodeTest(file)) return 'unit';
  return undefined;
}
