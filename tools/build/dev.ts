// `npm run dev`: builds the site once, serves it with the real server
// (dist-server/server.js, on PORT as `npm start`), then rebuilds what changed and
// restarts the server: rollup in watch mode rebuilds the client and widgets
// (and their Markdown content), unminified and without emptying dist/, and
// the prerender runs as soon as the client is bundled, without the
// precompression, for an edited Markdown file as for one added or removed; a
// change in mail/ rebuilds the server. A build error is printed and the last
// good site stays up. The compressed copies an earlier `npm run build` left
// in dist/ are deleted first: the server prefers them to the pages dev
// rewrites, so a browser (which asks for brotli) would see the old page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, watch as watchFiles, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { CONTENT_LIST_ENV, contentDirs } from './content-plugin.mjs';

const tsx = ['--import', 'tsx', '--import', './tools/build/css-in-node.mjs'];
const env = { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' };
let server: ChildProcess | undefined;

/** Runs one build step in the foreground; true when it succeeded. */
function step(label: string, command: string, args: string[]): boolean {
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(status === 0 ? `dev: ${label} in ${seconds} s` : `dev: ${label} failed; the last good site stays up`);
  return status === 0;
}

const prerender = () => step('prerendered', process.execPath, [...tsx, 'tools/build/prerender.tsx', '--no-compress']);
const buildServer = () => step('server built', 'npx', ['rollup', '-c', 'rollup.server.config.mjs', '--silent']);

let restarting = false;

/** Calls `action` once changes under `dir` have settled for 200 ms: an editor's save is several events. */
function afterChanges(dir: string, recursive: boolean, action: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  watchFiles(dir, { recursive }, () => {
    clearTimeout(timer);
    timer = setTimeout(action, 200);
  });
}

/**
 * (Re)starts dist-server/server.js, which reads the route map of the build it
 * serves once, at start. While the old server is still closing, a second call
 * has nothing to add: the server that starts next reads the newest build. (Two
 * servers started on one exit would race for PORT, and the loser's exit would
 * leave the winner serving an old route map through every later restart.)
 */
function restartServer(): void {
  if (restarting) return;
  const next = () => {
    restarting = false;
    server = spawn(process.execPath, ['dist-server/server.js'], { stdio: 'inherit', env: process.env });
  };
  if (!server || server.exitCode !== null) return next();
  restarting = true;
  server.once('exit', next);
  server.kill('SIGTERM');
}

/** Deletes every precompressed copy (.br, .gz) under dir; dev writes none, so none can go stale. */
function removeCompressed(dir: string): number {
  if (!existsSync(dir)) return 0;
  const stale = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(br|gz)$/.test(name));
  for (const name of stale) rmSync(path.join(dir, name), { force: true });
  return stale.length;
}

const removed = removeCompressed('dist');
if (removed > 0) console.log(`dev: removed ${removed} compressed copies an earlier build left in dist/; dev serves plain files`);

if (!step('content checked', process.execPath, [...tsx, 'tools/build/content/compile-content.ts', '--check'])) {
  process.exit(1);
}
if (!buildServer()) process.exit(1);

// Minifying is most of a rebuild's time, and emptying dist/ would take the
// pages (and the other bundle's files) away from the running server.
const leftOut = new Set(['terser', 'empty-output']);
const { options } = await loadConfigFile(path.resolve('rollup.config.mjs'), {}, true);
const configs = options.map((config) => ({
  ...config,
  plugins: config.plugins.filter((plugin) => !leftOut.has(plugin.name)),
  // As `npm run build --silent`: dependencies' warnings (zod's comments) are noise here.
  logLevel: 'silent' as const,
  watch: { clearScreen: false },
}));
/** The Markdown files of the content, by path, one per line. */
const contentFiles = () =>
  contentDirs.flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.md')).map((name) => `${dir}/${name}`)).join('\n');

// Rollup watches the content files it read, so an edit rebuilds; a file added
// or removed is ours to notice. Rollup's own watch of a folder (through
// chokidar) lost a file added during a rebuild under load, so a new post never
// appeared. Instead the content plugin watches one file that lists the
// Markdown files, rewritten here when that list changes: an ordinary edit to
// rollup, which rebuilds with its cache and reads every content file afresh.
// Editors' swap and backup files change no `.md` name and rebuild nothing.
const listDir = mkdtempSync(path.join(tmpdir(), 'it-dev-'));
const listFile = path.join(listDir, 'content-files');
let knownContent = contentFiles();
writeFileSync(listFile, knownContent);
process.env[CONTENT_LIST_ENV] = listFile;
for (const dir of contentDirs) {
  afterChanges(dir, false, () => {
    const now = contentFiles();
    if (now === knownContent) return;
    knownContent = now;
    console.log('dev: a content file was added or removed; rebuilding');
    writeFileSync(listFile, now);
  });
}

const watcher = watch(configs);
watcher.on('event', (event) => {
  if (event.code === 'ERROR') console.error(`dev: rollup: ${event.error.message}`);
  if (event.code !== 'BUNDLE_END') return;
  void event.result.close();
  // The pages need only the client bundle (into dist/); the widgets' (into dist/widgets/) follows on its own.
  const client = event.output.some((dir) => path.resolve(dir) === path.resolve('dist'));
  console.log(`dev: ${client ? 'client' : 'widgets'} bundled in ${(event.duration / 1000).toFixed(1)} s`);
  if (client && prerender()) restartServer();
});

// The server is its own bundle, outside rollup's watch of the client.
afterChanges('mail', true, () => buildServer() && restartServer());

const stop = () => {
  void watcher.close();
  rmSync(listDir, { recursive: true, force: true });
  server?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
