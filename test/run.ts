// `npm test`: builds the site and the widgets, then runs every test: node:test
// for node-side code and end-to-end tests, web-test-runner in Chromium for the
// browser tests. Prints each runner's summary and fails if any test fails.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './support/chromium';

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

if (!ensureChromium()) process.exit(1);

const built = run('build the site and widgets (npm run build)', 'npm', ['run', 'build', '--silent']);
const bundled = run('bundle the browser tests', bin('rollup'), ['-c', '--environment', 'TESTS', '--silent']);
if (built) {
  run('node tests (unit, server, end-to-end)', process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    ...testFiles('test', '.test.ts'),
  ]);
}
if (built && bundled) {
  run('browser tests (web-test-runner, Chromium)', bin('web-test-runner'), ['--config', 'test/web-test-runner.config.mjs']);
}

console.log('\nSummary');
for (const { step, ok } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${step}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
