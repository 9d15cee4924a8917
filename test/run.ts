// `npm test`: builds the site and the widgets, then runs every test: node:test
// for node-side code and end-to-end tests, web-test-runner in Chromium for the
// browser tests. Prints each runner's summary and fails if any test fails.
//
// While working on one area: `npm test -- mail/` runs only the test files whose
// path contains 'mail/'; `--no-build` reuses an existing dist/.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './support/chromium';
import { ensureJava } from './support/java';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const results: { step: string; ok: boolean }[] = [];

function run(step: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${step}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = status === 0;
  results.push({ step, ok });
  return ok;
}

function testFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file))
    .sort();
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const filters = args.filter((arg) => !arg.startsWith('--'));
const selected = (file: string) => filters.length === 0 || filters.some((filter) => file.includes(filter));
const nodeTests = testFiles('test', '.test.ts').filter(selected);
const browserTests = testFiles('test', '.test.tsx').filter(selected);

if (!ensureChromium() || !ensureJava()) process.exit(1);

const built = skipBuild || run('build the site and widgets (npm run build)', 'npm', ['run', 'build', '--silent']);
if (built && nodeTests.length > 0) {
  run('node tests (unit, server, end-to-end)', process.execPath, [
    '--import',
    'tsx',
    '--import',
    './tools/build/css-in-node.mjs',
    '--test',
    '--test-concurrency=1',
    ...nodeTests,
  ]);
}
if (built && browserTests.length > 0) {
  const bundled = run('bundle the browser tests', bin('rollup'), ['-c', '--environment', 'TESTS', '--silent']);
  const bundles = browserTests.map(
    (file) => `node_modules/.cache/it-browser-tests/${file.slice('test/'.length, -'.tsx'.length)}.js`,
  );
  if (bundled) {
    run('browser tests (web-test-runner, Chromium)', bin('web-test-runner'), [
      '--config',
      'test/web-test-runner.config.mjs',
      ...(filters.length > 0 ? ['--files', ...bundles] : []),
    ]);
  }
}
if (results.length === 0) {
  console.error(`No test file matches ${filters.join(', ')}.`);
  process.exit(1);
}

console.log('\nSummary');
for (const { step, ok } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${step}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
