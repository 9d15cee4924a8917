import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { fixtureDist } from './fixture-dist.ts';

/** Runs mail/server.ts as `npm run serve` would, with only the given environment on top of PATH. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mail/server.ts'], {
    env: { PATH: process.env.PATH, ...env },
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
    exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
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
