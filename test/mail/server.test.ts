import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SERVER_BUNDLE, serverCommand } from '../support/server-command.ts';
import { fixtureDist } from './fixture-dist.ts';
import { ackOff } from './ack-off.ts';

/** Runs the compiled server (dist-server/server.js) with plain node, as `npm run serve` does, with only the given environment on top of PATH. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, serverCommand(), {
    env: { PATH: process.env.PATH, ...ackOff, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /serving .* at (http:\/\/\S+?)"/.exec(output)?.[1];
      if (url) resolve(url);
    });
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  listening.catch(() => {}); // only the tests that wait for it should fail on it
  return { child, exited, listening, output: () => output };
}

test('a bad PORT stops the server at start-up with a message naming PORT', async () => {
  const server = serve({ PORT: 'eighty' });
  assert.equal(await server.exited, 1);
  assert.match(server.output(), /PORT: must be a whole number from 0 to 65535 \(got "eighty"\)/);
});

test('a fresh clone starts, explains that the site needs building, and closes cleanly on SIGTERM', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist({ built: false });
  t.after(cleanup);
  const server = serve({ PORT: '0', DIST_DIR: distDir, DATA_DIR: dataDir });
  const url = await server.listening;
  const res = await fetch(url);
  assert.equal(res.status, 503, server.output());
  assert.match(await res.text(), /run npm run build/);
  assert.match(server.output(), /The site has not been built yet/);
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0, server.output());
});

test('the compiled server imports only packages, runs with plain node and serves the built site', async (t) => {
  serverCommand(); // builds the bundle if it is stale
  const bundle = await readFile(SERVER_BUNDLE, 'utf8');
  const imported = [...bundle.matchAll(/^import\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  assert.ok(
    imported.includes('fastify'),
    `the bundle should import fastify from node_modules, imports: ${imported.join(', ')}`,
  );
  assert.deepEqual(
    imported.filter(
      (spec) =>
        spec.startsWith('.') ||
        spec.startsWith('/') ||
        /\.tsx?$/.test(spec) ||
        spec === 'tsx' ||
        spec.startsWith('tsx/'),
    ),
    [],
    'mail/ and src/ are inside the bundle; no TypeScript is loaded at run time',
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), 'it-server-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  // The real dist/ that npm test has just built.
  const server = serve({ PORT: '0', DATA_DIR: dataDir });
  const url = await server.listening;
  const health = await fetch(`${url}/healthz`);
  assert.equal(health.status, 200, server.output());
  const home = await fetch(url);
  assert.equal(home.status, 200, server.output());
  assert.match(await home.text(), /^<!doctype html>/i);
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0, server.output());
  assert.match(server.output(), /SIGTERM received, closing/);
});
