// `npm run dev`: builds the site once, serves it with the real server
// (dist-server/server.js, behind a small proxy on PORT as `npm start`), then
// rebuilds what changed and restarts the server: rollup in watch mode rebuilds
// the client (and its Markdown content), unminified and without emptying
// dist/, and the prerender runs as soon as the client is bundled, without the
// precompression, for an edited Markdown file as for one added or removed. The
// widgets are a watch of their own: code rebuilds them, and a content edit only
// once its pages are served, so a writer never waits for 23 widgets. A change
// in mail/ rebuilds the server. A build error is printed, and shown on every
// page the proxy serves until it is fixed, while the last good build stays
// behind it. The compressed copies an earlier `npm run build` left in dist/
// are deleted first: the server prefers them to the pages dev rewrites, so a
// browser (which asks for brotli) would see the old page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch as watchFiles,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { contentDirs, markdownContent } from './content-plugin.ts';
import { devProxy } from './dev-proxy.ts';

const tsx = ['--import', './tools/build/node-hooks.ts'];
let server: ChildProcess | undefined;

/** What the last build failed on, shown on every page until a build succeeds. */
let problem: string | undefined;

/**
 * The content checker's report in a failed step's output (each file, then
 * each of its problems), without the stack trace around it.
 */
function contentProblems(output: string): string | undefined {
  const header = /(\S+\.md: (?:a problem|\d+ problems))$/;
  const report = output
    .split('\n')
    .map(
      (line) =>
        header.exec(line)?.[1] ?? (/^ {2}- /.test(line) || line.startsWith('two posts have') ? line : undefined),
    )
    .filter((line) => line !== undefined);
  return report.length > 0 ? `the content has problems:\n${report.join('\n')}` : undefined;
}

/**
 * Runs one build step as a child process; true when it succeeded. What it says
 * on failing is the problem. Never spawnSync: the proxy shares this event loop,
 * and a prerender under load takes long enough for a waiting browser to give up.
 */
async function step(label: string, command: string, args: string[]): Promise<boolean> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status === 0) {
    process.stderr.write(stderr);
    console.log(`dev: ${label} in ${seconds} s`);
    return true;
  }
  problem = contentProblems(stderr) ?? (stderr.trim() || `${label} failed`);
  console.error(`${problem}\ndev: ${label} failed; the last good site stays up, and every page shows the problem`);
  return false;
}

let steps = Promise.resolve();
/**
 * Runs `work` after the work queued before it: two prerenders at once would
 * write the same pages, and a restart must follow the build it serves.
 */
const serially = (work: () => Promise<unknown>) => {
  steps = steps.then(work).then(
    () => undefined,
    (error: unknown) => console.error('dev:', error),
  );
};

const prerender = (...flags: string[]) =>
  step('prerendered', process.execPath, [...tsx, 'tools/build/prerender.tsx', '--no-compress', ...flags]);
const buildServer = () => step('server built', 'npx', ['rollup', '-c', 'rollup.server.config.ts', '--silent']);

let restarting = false;

/**
 * The editor at /admin/ opens without signing in here (ADMIN_MODE=local:
 * loopback only), unless the developer chose a mode; it commits in this
 * checkout, so only where this folder is a git working copy's top.
 */
const adminMode =
  process.env.ADMIN_MODE ??
  (spawnSync('git', ['rev-parse', '--show-prefix'], { encoding: 'utf8' }).stdout === '\n' ? 'local' : 'off');
if (adminMode === 'off' && !process.env.ADMIN_MODE)
  console.log('dev: the editor at /admin/ is off: this folder is not the top of a git working copy');

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
    server = spawn(process.execPath, ['dist-server/server.js'], {
      stdio: 'inherit',
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(serverPort), ADMIN_MODE: adminMode },
    });
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

const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`);

/** The page shown in place of every page while the content or the code cannot be built. */
const problemPage = (text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="2"><title>The site could not be rebuilt</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111}
pre{white-space:pre-wrap;background:#fff4f4;border-inline-start:4px solid #b00020;padding:1rem}</style></head>
<body><h1>The site could not be rebuilt</h1><pre>${escape(text)}</pre>
<p>Fix the file and save: this page reloads by itself, and the site comes back once it builds.</p></body></html>`;

/** A page of the site, not a file it loads: the path has no extension, or .html. */
const isPage = (url = '/') => !/\.\w+$/.test(url.split('?')[0]!) || /\.html(\?|$)/.test(url);

// The real server listens on a port of its own; PORT is this proxy's, as it is the server's under `npm start`.
const serverPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const passOn = devProxy({ port: serverPort, restarting: () => restarting, current: () => server });
const proxy = createServer((req, res) => {
  // The editor stays usable while the content has a problem: it may be how the problem gets fixed.
  if (problem && req.method === 'GET' && isPage(req.url) && !/^\/admin(\/|$)/.test(req.url ?? '')) {
    res
      .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(problemPage(problem));
  } else passOn(req, res);
});
proxy.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1');

const removed = removeCompressed('dist');
if (removed > 0)
  console.log(`dev: removed ${removed} compressed copies an earlier build left in dist/; dev serves plain files`);

if (!(await step('content checked', process.execPath, [...tsx, 'tools/build/content/compile-content.ts', '--check']))) {
  process.exit(1);
}
if (!(await buildServer())) process.exit(1);

// Minifying is most of a rebuild's time, and emptying dist/ would take the
// pages (and the other bundle's files) away from the running server.
const leftOut = new Set(['terser', 'empty-output']);
const { options } = await loadConfigFile(path.resolve('rollup.config.ts'), {}, true);
const intoWidgets = (config: (typeof options)[number]) =>
  config.output.some((output) => path.resolve(output.dir ?? '') === path.resolve('dist/widgets'));
const stampDir = mkdtempSync(path.join(tmpdir(), 'it-dev-'));
/**
 * The client and the widgets bundle for content only when their file here
 * changes: after an edit changed what a script shows (a title, a date, a new
 * post), never for prose, which only pages carry.
 */
const stamps = { client: path.join(stampDir, 'client-content'), widgets: path.join(stampDir, 'widgets-content') };
for (const stamp of Object.values(stamps)) writeFileSync(stamp, '');
const touch = (stamp: string) => writeFileSync(stamp, String(Date.now()));
const configs = options.map((config) => ({
  ...config,
  plugins: config.plugins
    .filter((plugin) => !leftOut.has(plugin.name))
    .map((plugin) =>
      plugin.name === 'markdown-content'
        ? markdownContent({ watchOnly: intoWidgets(config) ? stamps.widgets : stamps.client })
        : plugin,
    ),
  // As `npm run build --silent`: dependencies' warnings (zod's comments) are noise here.
  logLevel: 'silent' as const,
  watch: { clearScreen: false },
}));

/**
 * A build error as the writer should read it. Rollup prefixes a plugin's error
 * with the module it was loading, `Could not load \0virtual:it-content/… (imported
 * by …):`, a name of the build's own with a NUL byte in it; the content
 * checker's message after it already names the file and each field.
 */
function forTheWriter(message: string): string {
  const content = /the content has problems:\n([\s\S]*)$/.exec(message);
  return content ? `the content has problems:\n${content[1]!.trimEnd()}` : message.replaceAll('\0', '');
}

const snapshotFile = path.resolve('dist/.build/content-snapshot.json');
/** What scripts show of the content at the last prerender (content-snapshot.ts). */
const scriptsSee = () =>
  existsSync(snapshotFile) ? (JSON.parse(readFileSync(snapshotFile, 'utf8')) as { digest: string }).digest : '';
/** Set when the client must bundle the content anew; the widgets follow once its pages are served. */
let widgetsBehind = false;

// A content edit is the prerender's first: it renders only the pages of the
// posts and landing pages that changed, and the server serves them. An edit
// that changes what a list or a script shows has the client bundle again, then
// every page rendered, then the widgets bundled. A file added is such an edit,
// its own page served first; a file removed has every page rendered at once,
// as others link to it. fs.watch of the folder sees both, which rollup's own
// watch (through chokidar) once missed under load. Editors' swap and backup
// files are not Markdown and do nothing.
const markdown = () =>
  new Set(
    contentDirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(dir, name)),
    ),
  );
let knownMarkdown = markdown();
const contentEdited = async () => {
  const seen = scriptsSee();
  const files = markdown();
  // A page removed leaves links to it on other pages: only a whole prerender takes them away.
  const removed = [...knownMarkdown].some((file) => !files.has(file));
  knownMarkdown = files;
  if (!(await prerender(...(removed ? [] : ['--changed-only'])))) return;
  problem = undefined;
  restartServer();
  if (scriptsSee() !== seen) {
    widgetsBehind = true;
    touch(stamps.client);
  }
};
for (const dir of contentDirs) afterChanges(dir, false, () => serially(contentEdited));

// Three watches, so pages never wait behind a widgets build (about half a
// minute): the client and its pages first, the widgets after; the editor's
// screens (dist-admin/) apart, as no page shows them: the server reads their
// index.html at each request, so a rebuilt editor needs no prerender and no restart.
const intoEditor = (config: (typeof options)[number]) =>
  config.output.some((output) => path.resolve(output.dir ?? '') === path.resolve('dist-admin'));
const editorConfigs = configs.filter(intoEditor);
const widgetConfigs = configs.filter(intoWidgets);
const clientConfigs = configs.filter((config) => !intoWidgets(config) && !intoEditor(config));
const client = watch(clientConfigs);
client.on('event', (event) => {
  if (event.code === 'ERROR') {
    problem = forTheWriter(event.error.message);
    console.error(`dev: ${problem}`);
  }
  if (event.code !== 'BUNDLE_END') return;
  void event.result.close();
  console.log(`dev: client bundled in ${(event.duration / 1000).toFixed(1)} s`);
  serially(async () => {
    if (!(await prerender())) return;
    problem = undefined;
    restartServer();
    if (widgetsBehind) {
      widgetsBehind = false;
      touch(stamps.widgets);
    }
  });
});
const widgets = watch(widgetConfigs);
widgets.on('event', (event) => {
  if (event.code === 'ERROR') console.error(`dev: widgets: ${forTheWriter(event.error.message)}`);
  if (event.code !== 'BUNDLE_END') return;
  void event.result.close();
  console.log(`dev: widgets bundled in ${(event.duration / 1000).toFixed(1)} s`);
});

const editor = watch(editorConfigs);
editor.on('event', (event) => {
  if (event.code === 'ERROR') console.error(`dev: editor: ${forTheWriter(event.error.message)}`);
  if (event.code !== 'BUNDLE_END') return;
  void event.result.close();
  console.log(`dev: editor bundled in ${(event.duration / 1000).toFixed(1)} s`);
});

// The server is its own bundle, outside rollup's watch of the client; its
// editor room checks pages with the build's content code and the widgets' contracts.
for (const dir of ['mail', 'tools/build/content', 'widgets'])
  afterChanges(dir, true, () => serially(async () => (await buildServer()) && restartServer()));

const stop = () => {
  void client.close();
  void widgets.close();
  void editor.close();
  proxy.close();
  rmSync(stampDir, { recursive: true, force: true });
  server?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
