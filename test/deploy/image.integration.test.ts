// deploy/Dockerfile carried out without a container engine (none runs on CI):
// its build context as .dockerignore leaves it, the build stage's RUNs (a real
// `npm ci` and `npm run build`), the runtime stage's folder (COPY --from=build,
// `npm ci --omit=dev`), then its CMD with its ENV, answering /healthz and taking a lead. Node 24
// from node_modules stands in for the base image's, the machine's npm cache
// for the BuildKit cache mount (`npm_config_prefer_offline`: the registry only
// for what the cache lacks).
//
// The build stage is also a second build of the same commit in another folder,
// on a fresh install: its dist/ and dist-server/ must be the suite's own build
// byte for byte, or two instances behind a round-robin balancer would serve
// pages naming assets the other does not have. One build serves both checks;
// when the sources changed after the suite built (`--no-build` after an edit),
// the suite's build is not comparable and the stage is built a second time.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formData, post, validFields } from '../mail/form-post.ts';
import { freePort } from '../support/free-port.ts';
import { until } from '../support/until.ts';
import { dockerIgnore } from './docker-ignore.ts';
import { dockerfileStages } from './dockerfile-stages.ts';
import { dryRunStage, onDisk, type StageFolder } from './dry-run-stage.ts';

const stages = dockerfileStages(readFileSync('deploy/Dockerfile', 'utf8'));
const root = mkdtempSync(path.join(tmpdir(), 'it-image-'));
const context = path.join(root, 'context');
const timings: string[] = [];
const machine = {
  PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
  HOME: process.env.HOME,
  npm_config_prefer_offline: 'true',
  // The machine's own trust store, where its registry is reached through a proxy that signs for it.
  ...(process.env.NODE_EXTRA_CA_CERTS && { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS }),
};

/** Runs `work`, noting how long it took for the last test's figures. */
function timed<T>(what: string, work: () => T): T {
  const start = performance.now();
  const result = work();
  timings.push(`${what} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** The project's files (tracked, or new and not git-ignored) that .dockerignore lets into the context. */
function contextFiles(): string[] {
  const ignored = dockerIgnore(readFileSync('.dockerignore', 'utf8'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  return listed.stdout.split('\0').filter((file) => file && existsSync(file) && !ignored(file));
}

/** Every file under `dir`, relative, sorted. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();

/** The files of two builds that differ, or are in one only (at most `limit`). */
function differences(one: string, other: string, limit = 10): string[] {
  const found: string[] = [];
  for (const dir of ['dist', 'dist-server']) {
    const a = filesUnder(path.join(one, dir));
    const b = filesUnder(path.join(other, dir));
    for (const file of new Set([...a, ...b])) {
      const left = path.join(one, dir, file);
      const right = path.join(other, dir, file);
      if (!existsSync(left) || !existsSync(right)) found.push(`${dir}/${file}: in one build only`);
      else if (!readFileSync(left).equals(readFileSync(right))) found.push(`${dir}/${file}: differs`);
    }
  }
  return found.slice(0, limit);
}

/** Whether a source the context holds changed after the suite's build began (its oldest output). */
function suiteBuildIsOlderThan(sources: string[]): string | undefined {
  if (!existsSync('dist') || !existsSync('dist-server')) return 'there is no dist/ or dist-server/';
  const outputs = ['dist', 'dist-server'].flatMap((dir) => filesUnder(dir).map((file) => path.join(dir, file)));
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newer = sources.find((file) => statSync(file).mtimeMs > builtAt);
  return newer && `${newer} changed after the suite's build`;
}

/**
 * The build stage's last RUN again, in a second copy of the same context: a
 * build of the same sources to compare with. It shares the first install's
 * node_modules, as a rebuild on one machine does; the check is of the build.
 */
function buildAgain(): string {
  const dir = path.join(root, 'build-again');
  cpSync(context, dir, { recursive: true });
  symlinkSync(onDisk(built, 'node_modules'), path.join(dir, 'node_modules'));
  const ran = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, env: machine, encoding: 'utf8' });
  assert.equal(ran.status, 0, `the second build failed:\n${ran.stdout}\n${ran.stderr}`);
  return dir;
}

const build = stages.find(({ name }) => name === 'build');
const runtime = stages.at(-1);
let built: StageFolder;
let image: StageFolder;
let comparedWith = process.cwd();
let whyNotSuite: string | undefined;

before(() => {
  assert.ok(build && runtime && build !== runtime, 'a build stage and a runtime stage');
  const files = contextFiles();
  whyNotSuite = suiteBuildIsOlderThan(files);
  for (const file of files) cpSync(file, path.join(context, file));
  built = timed('build stage', () =>
    dryRunStage(build, path.join(root, 'build'), { context, stages: new Map() }, machine),
  );
  if (whyNotSuite) comparedWith = timed('second build', buildAgain);
  image = timed('runtime stage', () =>
    dryRunStage(runtime, path.join(root, 'runtime'), { context, stages: new Map([['build', built]]) }, machine),
  );
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('deploy/Dockerfile without a container engine', () => {
  it('builds the site from the context .dockerignore leaves', () => {
    for (const file of ['dist/index.html', 'dist/.build/routes.json', 'dist-server/server.js'])
      assert.ok(existsSync(onDisk(built, file)), `${file} built`);
  });

  it('builds byte for byte what another build of the same sources made', (t) => {
    if (whyNotSuite) t.diagnostic(`compared with a second build: ${whyNotSuite}`);
    assert.deepEqual(differences(onDisk(built, '.'), comparedWith), [], `against ${comparedWith}`);
  });

  it('has every package the server bundle imports, and no package only the build needs', () => {
    const modules = onDisk(image, 'node_modules');
    const bundle = readFileSync(onDisk(image, 'dist-server/server.js'), 'utf8');
    const imported = new Set(
      [...bundle.matchAll(/^import\s[^'"]*['"]([^'"./][^'"]*)['"]/gm)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => !specifier.startsWith('node:'))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    assert.ok(imported.has('fastify'), [...imported].join(', '));
    for (const name of imported) assert.ok(existsSync(path.join(modules, name)), `${name} installed`);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devOnly = Object.entries(lock.packages).filter(([at, entry]) => at && entry.dev);
    const present = devOnly.filter(([at]) => existsSync(onDisk(image, at))).map(([at]) => at);
    assert.deepEqual(present, [], 'build-only packages in the image');
  });

  it('starts its CMD with its ENV, answers /healthz 200, takes a lead, passes its HEALTHCHECK and stops on SIGTERM', async (t) => {
    const port = String(await freePort());
    // The image's absolute paths are under the stage's folder here; PORT is one free on this machine.
    const env = Object.fromEntries(
      Object.entries(image.env).map(([name, value]) => [name, value.startsWith('/') ? onDisk(image, value) : value]),
    );
    Object.assign(env, { ...machine, PORT: port });
    const log = path.join(root, 'server.log');
    // One open file for both streams: two would each keep their own offset, and overwrite each other's lines.
    const logFile = openSync(log, 'w');
    const [command = '', ...args] = image.cmd;
    const server = spawn(command, args, {
      cwd: onDisk(image, '.'),
      env,
      stdio: ['ignore', logFile, logFile],
    });
    const exited = once(server, 'exit') as Promise<[number | null]>;
    try {
      const status = () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      await until(status, '/healthz', { timeoutMs: 30_000, accept: (code) => code !== 0 }).catch((error: Error) => {
        throw new Error(`${error.message}; the server printed:\n${readFileSync(log, 'utf8')}`, { cause: error });
      });
      assert.equal(await status(), 200, readFileSync(log, 'utf8'));
      const [check = '', ...checkArgs] = image.healthcheck ?? [];
      const healthcheck = spawnSync(check, checkArgs, { env, encoding: 'utf8' });
      assert.equal(healthcheck.status, 0, `HEALTHCHECK: ${healthcheck.stderr}`);
      // With only the production packages installed, a lead is taken and kept: a contact message, as a script posts it.
      const lead = await post(`http://127.0.0.1:${port}/mail/contact`, formData(validFields.contact));
      assert.equal(lead.status, 202, `${await lead.text()}\n${readFileSync(log, 'utf8')}`);
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = await exited;
    assert.equal(code, 0, readFileSync(log, 'utf8'));
    const size = spawnSync('du', ['-sh', onDisk(image, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
    t.diagnostic(`${timings.join('; ')}; production node_modules ${size}`);
  });
});
