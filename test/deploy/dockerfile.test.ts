// deploy/Dockerfile read as Docker reads it (dockerfile-ast): what an
// operator relies on without building it. Building and running it is
// image.integration.test.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Healthcheck } from 'dockerfile-ast';
import { dockerIgnore } from './docker-ignore.ts';
import {
  dockerfileStages,
  execArguments,
  flagOf,
  healthcheckCommand,
  instructionsOf,
  shellCommand,
} from './dockerfile-stages.ts';

const stages = dockerfileStages(readFileSync('deploy/Dockerfile', 'utf8'));
const build = stages.find(({ name }) => name === 'build');
const runtime = stages.at(-1);
const runs = (stage = runtime) => (stage ? instructionsOf(stage, 'RUN').map(shellCommand) : []);
const arg = (instruction: { getArguments(): { getValue(): string }[] }) =>
  instruction.getArguments().map((part) => part.getValue());

describe('deploy/Dockerfile', () => {
  it('builds in a stage named build and runs in a last stage, both on Node 24', () => {
    assert.deepEqual(
      stages.map(({ name }) => name),
      ['build', 'runtime'],
    );
    for (const { name, image } of stages) assert.match(image, /^node:24-bookworm-slim$/, `${name} stage`);
  });

  it('installs from the lock file and builds the site in the build stage', () => {
    assert.deepEqual(runs(build), ['npm ci', 'npm run build']);
  });

  it('installs only production packages in the runtime stage', () => {
    assert.ok(runs().includes('npm ci --omit=dev'), runs().join('\n'));
  });

  it('takes only dist/, dist-admin/ and dist-server/ from the build stage, none of its node_modules', () => {
    assert.ok(runtime);
    const fromBuild = instructionsOf(runtime, 'COPY').filter((copy) => flagOf(copy, 'from') === 'build');
    const sources = fromBuild.flatMap((copy) => arg(copy).slice(0, -1));
    assert.deepEqual(sources.sort(), ['/app/dist', '/app/dist-admin', '/app/dist-server']);
  });

  it('runs as a user other than root', () => {
    assert.ok(runtime);
    const users = instructionsOf(runtime, 'USER').map((user) => arg(user)[0] ?? '');
    const user = users.at(-1);
    assert.ok(user, 'the runtime stage names a USER');
    assert.doesNotMatch(user, /^(root|0)(:|$)/);
  });

  it('sets production, every interface and a data folder on a volume', () => {
    assert.ok(runtime);
    const env = Object.fromEntries(
      instructionsOf(runtime, 'ENV').flatMap((instruction) =>
        arg(instruction).map((entry) => entry.split('=') as [string, string]),
      ),
    );
    assert.equal(env.NODE_ENV, 'production');
    assert.equal(env.HOST, '0.0.0.0');
    assert.ok(env.DATA_DIR, 'DATA_DIR is set');
    const volumes = instructionsOf(runtime, 'VOLUME').flatMap(arg);
    assert.ok(volumes.includes(env.DATA_DIR), `${env.DATA_DIR} is a VOLUME (${volumes.join(', ')})`);
    const exposed = instructionsOf(runtime, 'EXPOSE').flatMap(arg);
    assert.ok(exposed.includes(env.PORT ?? '8080'), `EXPOSE ${env.PORT}`);
  });

  it('checks its health on /healthz with node, as the slim image has no curl', () => {
    assert.ok(runtime);
    const [check] = instructionsOf(runtime, 'HEALTHCHECK');
    assert.ok(check instanceof Healthcheck, 'a HEALTHCHECK');
    const command = healthcheckCommand(check);
    assert.equal(command?.[0], 'node');
    assert.match(command.join(' '), /\/healthz/);
  });

  it('has git in the runtime stage, which the editor at /admin/ commits and pushes with', () => {
    assert.ok(
      runs().some((command) => /apt-get install .*\bgit\b/.test(command)),
      runs().join('\n'),
    );
  });

  it('starts the server bundle with node', () => {
    assert.ok(runtime);
    const [cmd] = instructionsOf(runtime, 'CMD');
    assert.ok(cmd);
    assert.deepEqual(execArguments(cmd), ['node', 'dist-server/server.js']);
  });
});

describe('.dockerignore', () => {
  const ignored = dockerIgnore(readFileSync('.dockerignore', 'utf8'));

  it('leaves out everything git ignores here (installed, built, mail, logs) and .git', () => {
    const listed = spawnSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], {
      encoding: 'utf8',
    });
    const entries = listed.stdout.split('\0').filter(Boolean);
    for (const entry of [...entries, '.git/', 'dist/index.html', 'var/spool/x.json', 'a/b.log', '.env'])
      assert.ok(ignored(entry.replace(/\/$/, '')), `${entry} is sent to the builder`);
  });

  it('sends the sources and the example environment', () => {
    for (const file of ['package.json', 'package-lock.json', 'mail/server.ts', 'src/content/site.ts', '.env.example'])
      assert.equal(ignored(file), false, file);
  });
});
