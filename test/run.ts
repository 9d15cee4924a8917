// `npm test`: every test, room by room (test/rooms.ts): unit and integration
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
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './support/chromium';
import { ensureJava } from './support/java';
import { roomOf, type Room } from './rooms';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const cores = availableParallelism();
const results: { step: string; ok: boolean; seconds: number }[] = [];
// The spec reporter ends with the counts (tests, pass, fail) even when the output is no terminal.
const nodeTest = [
  process.execPath,
  '--import',
  'tsx',
  '--import',
  './tools/build/css-in-node.mjs',
  '--test',
  '--test-reporter=spec',
];

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${step}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = status === 0;
  results.push({ step, ok, seconds: (performance.now() - started) / 1000 });
  return ok;
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
// Most unit files wait on sockets, child processes and disks more than on the
// CPU: twice as many files as cores keeps both cores busy.
if (unit.length > 0)
  run(
    `unit (node:test, ${unit.length} files)`,
    nodeTest[0]!,
    [...nodeTest.slice(1), `--test-concurrency=${cores * 2}`, ...unit],
    { TEST_ROOM: 'unit' },
  );

const needsSite = ['integration', 'browser', 'e2e'].some((room) => byRoom.has(room as Room));
const needsBrowser = byRoom.has('browser') || byRoom.has('e2e');
const needsJava = files('e2e').some((file) => file.includes('html-validity'));
if ((needsBrowser && !ensureChromium()) || (needsJava && !ensureJava())) process.exit(1);
const built =
  !needsSite || skipBuild || run('build the site and widgets (npm run build)', 'npm', ['run', 'build', '--silent']);

// The files that take longest (a whole dev build, project copies, the
// database chaos) start first, so the others fill the cores beside them
// instead of the room ending on one long file alone.
const longestFirst = ['content/dev.test.ts', 'content/content-build.test.ts', 'mail/pg-outage.test.ts'];
const rank = (file: string) => {
  const at = longestFirst.findIndex((end) => file.endsWith(end));
  return at === -1 ? longestFirst.length : at;
};
const integration = files('integration').sort((a, b) => rank(a) - rank(b));
if (built && integration.length > 0) {
  run(`integration (node:test, ${integration.length} files)`, nodeTest[0]!, [
    ...nodeTest.slice(1),
    `--test-concurrency=${cores}`,
    ...integration,
  ]);
}

const browser = files('browser');
if (built && browser.length > 0) {
  const bundled = run('bundle the browser tests', bin('rollup'), ['-c', '--environment', 'TESTS', '--silent']);
  const bundles = browser.map(
    (file) => `node_modules/.cache/it-browser-tests/${file.slice('test/'.length, -'.tsx'.length)}.js`,
  );
  if (bundled) {
    run(`browser (web-test-runner, ${browser.length} files)`, bin('web-test-runner'), [
      '--config',
      'test/web-test-runner.config.mjs',
      ...(filters.length > 0 ? ['--files', ...bundles] : []),
    ]);
  }
}

const specs = files('e2e');
if (built && specs.length > 0)
  run(`e2e (Playwright Test, ${specs.length} files)`, bin('playwright'), ['test', ...specs]);

console.log('\nSummary');
for (const { step, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${step}  ${seconds.toFixed(0)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
