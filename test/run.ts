// `npm test`: every test, in rooms (test/rooms.ts) that overlap: unit and integration
// on node:test, the component tests on web-test-runner, the end-to-end and
// visual specs on Playwright Test. It builds the site once, and only when a
// selected room needs it; prints each runner's summary and the time each room
// took, and fails if any test fails.
//
// `npm test -- mail/` runs only the test files whose path contains 'mail/':
// a filter that matches unit tests only builds nothing and needs no browser.
// `--no-build` reuses an existing dist/; `--room=unit` (or integration,
// browser, e2e) runs one room.
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureChromium } from './support/chromium.ts';
import { ensureJava } from './support/java.ts';
import { failureExcerpt } from './failure-excerpt.ts';
import { roomOf, type Room } from './rooms.ts';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const cores = availableParallelism();
const results: { step: string; ok: boolean; seconds: number; output: string }[] = [];
// The spec reporter ends with the counts (tests, pass, fail) even when the output is no terminal.
const nodeTest = [process.execPath, '--import', './tools/build/node-hooks.ts', '--test', '--test-reporter=spec'];

/**
 * Runs one step of the suite and records how it went. Steps that run beside
 * others hold their output and print it whole when they end, so two rooms
 * never interleave their lines; a step that runs alone prints as it goes.
 */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const started = performance.now();
  console.log(live ? `\n▶ ${name}` : `▶ ${name}: started; its output follows when it ends`);
  const child = spawn(command, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ok = status === 0;
      const seconds = (performance.now() - started) / 1000;
      results.push({ step: name, ok, seconds, output: live ? '' : Buffer.concat(output).toString() });
      if (!live) {
        console.log(`\n▶ ${name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    });
  });
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const onlyRoom = args.find((arg) => arg.startsWith('--room='))?.slice('--room='.length);
const filters = args.filter((arg) => !arg.startsWith('--'));
const selected = (file: string) => filters.length === 0 || filters.some((filter) => file.includes(filter));
const byRoom = new Map<Room, string[]>();
for (const file of readdirSync('test', { recursive: true, encoding: 'utf8' }).sort()) {
  const relative = path.posix.join('test', file.split(path.sep).join('/'));
  const room = roomOf(relative);
  if (room && (!onlyRoom || room === onlyRoom) && selected(relative))
    byRoom.set(room, [...(byRoom.get(room) ?? []), relative]);
}
const files = (room: Room) => byRoom.get(room) ?? [];
if (byRoom.size === 0) {
  console.error(`No test file matches ${[onlyRoom, ...filters].filter(Boolean).join(', ')}.`);
  process.exit(1);
}

const unit = files('unit');
const integration = files('integration');
const browser = files('browser');
const specs = files('e2e');
const needsSite = integration.length + browser.length + specs.length > 0;
// Integration tests drive Chromium too (dev's pages, the editor's screens).
const needsBrowser = integration.length + browser.length + specs.length > 0;
const needsJava = specs.some((file) => file.includes('html-validity'));
if ((needsBrowser && !ensureChromium()) || (needsJava && !ensureJava())) process.exit(1);
const build = needsSite && !skipBuild;
/** True when one step runs at a time: then its output can go straight to ours. */
const live = byRoom.size === 1 && !build;

// The rooms overlap, as each leaves the cores idle part of the time (waiting on
// sockets, timers, PostgreSQL, Chromium): the unit room needs no dist/ and runs
// beside the build; once it is built, the integration, browser and e2e rooms
// run at once. On two cores this takes the suite from the sum of its rooms to
// little more than the e2e room.
const steps: Promise<boolean>[] = [];

// Most unit files wait on sockets, child processes and disks more than on the
// CPU: twice as many files as cores keeps both cores busy.
if (unit.length > 0)
  steps.push(
    step(
      `unit (node:test, ${unit.length} files)`,
      nodeTest[0]!,
      [...nodeTest.slice(1), `--test-concurrency=${cores * 2}`, ...unit],
      { TEST_ROOM: 'unit' },
    ),
  );

const built = build
  ? await step('build the site and widgets (npm run build)', 'npm', ['run', 'build', '--silent'])
  : true;
// Bundling the browser tests waits for the build, the path every later room
// waits on: beside it, it took a third of the cores the build needed.
const bundled =
  built && browser.length > 0
    ? step('bundle the browser tests', bin('rollup'), ['-c', '--environment', 'TESTS', '--silent'])
    : Promise.resolve(false);

// The files that take longest (the container image carried out without an
// engine, a dev build in a project copy, the database chaos) start first, so the others fill the cores beside them
// instead of the room ending on one long file alone.
const longestFirst = ['deploy/image.integration.test.ts', 'content/dev.test.ts', 'mail/pg-outage.test.ts'];
const rank = (file: string) => {
  const at = longestFirst.findIndex((end) => file.endsWith(end));
  return at === -1 ? longestFirst.length : at;
};
if (built && integration.length > 0) {
  steps.push(
    step(`integration (node:test, ${integration.length} files)`, nodeTest[0]!, [
      ...nodeTest.slice(1),
      `--test-concurrency=${cores}`,
      ...integration.sort((a, b) => rank(a) - rank(b)),
    ]),
  );
}

if (built && browser.length > 0) {
  const bundles = browser.map(
    (file) => `node_modules/.cache/it-browser-tests/${file.slice('test/'.length, -'.tsx'.length)}.js`,
  );
  steps.push(
    bundled.then(
      (ok) =>
        ok &&
        step(`browser (web-test-runner, ${browser.length} files)`, bin('web-test-runner'), [
          '--config',
          'test/web-test-runner.config.ts',
          ...(filters.length > 0 ? ['--files', ...bundles] : []),
        ]),
    ),
  );
}

if (built && specs.length > 0)
  steps.push(step(`e2e (Playwright Test, ${specs.length} files)`, bin('playwright'), ['test', ...specs]));

await Promise.all(steps);

console.log('\nSummary');
for (const { step, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${step}  ${seconds.toFixed(0)} s`);
// A room's failures scroll away under the rooms that end after it, and CI keeps
// only the end of the output: each failed room's failures come again last.
for (const { step, ok, output } of results)
  if (!ok && output) console.log(`\nWhat failed in ${step}:\n${failureExcerpt(output)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
