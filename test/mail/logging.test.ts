// What an operator reads in the log: warnings at start about a configuration
// that would quietly lose mail, and a log that holds its events, not every request.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { startWarnings } from '../../mail/start-warnings.ts';
import { fixtureDist } from './fixture-dist.ts';

test('in production without SMTP_URL the server warns that leads only reach the outbox', () => {
  for (const [env, production] of [
    [{ NODE_ENV: 'production' }, {}],
    [{}, { PUBLIC_ORIGIN: 'https://www.example.com' }],
  ] as const) {
    const warnings = startWarnings(loadConfig({ DATA_DIR: '/srv/site', ...production }), env);
    const smtp = warnings.find((line) => line.startsWith('SMTP_URL'));
    assert.ok(smtp, `no SMTP_URL warning with ${JSON.stringify({ ...env, ...production })}`);
    assert.match(smtp, /\/srv\/site\/outbox/);
  }
});

test('with SMTP_URL, or on a developer machine, nothing is said about the outbox', () => {
  const relayed = loadConfig({ SMTP_URL: 'smtp://relay.example.com:587', PUBLIC_ORIGIN: 'https://www.example.com' });
  assert.deepEqual(
    startWarnings(relayed, { NODE_ENV: 'production' }).filter((line) => line.includes('SMTP_URL')),
    [],
  );
  assert.deepEqual(startWarnings(loadConfig({}), {}), []);
});

test('a LOG_LEVEL that is not a level stops the start, naming the levels', () => {
  assert.throws(() => loadConfig({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL: must be one of fatal, error, warn, info/);
  assert.equal(loadConfig({ LOG_LEVEL: 'debug' }).LOG_LEVEL, 'debug');
});

/** The fields of a pino line these tests read. */
interface LogLine {
  level: number;
  msg: string;
  statusCode?: number;
  url?: string;
}

/** The app with its log at `level`, and the lines it wrote. */
async function loggedApp(level: string) {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir }), { logger: { level, stream } });
  await app.ready();
  return { app, lines, close: async () => (await app.close(), await cleanup()) };
}

const WARN = 40;
const DEBUG = 20;

test('at the default level a page view writes nothing, and a refused post one warning with its status', async (t) => {
  const { app, lines, close } = await loggedApp('info');
  t.after(close);
  assert.equal((await app.inject('/about')).statusCode, 200);
  assert.deepEqual(
    lines.filter((line) => line.url !== undefined),
    [],
    'a page view is not logged at info',
  );
  const refused = await app.inject({
    method: 'POST',
    url: '/mail/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: 'name=&email=nope',
  });
  assert.equal(refused.statusCode, 400);
  const logged = lines.filter((line) => line.url === '/mail/contact');
  assert.equal(logged.length, 1, JSON.stringify(lines));
  assert.equal(logged[0]!.level, WARN);
  assert.equal(logged[0]!.statusCode, 400);
});

test('at LOG_LEVEL=debug every request is one line', async (t) => {
  const { app, lines, close } = await loggedApp('debug');
  t.after(close);
  await app.inject('/about');
  await app.inject('/contact');
  const requests = lines.filter((line) => line.url !== undefined);
  assert.deepEqual(
    requests.map(({ level, url, statusCode }) => ({ level, url, statusCode })),
    [
      { level: DEBUG, url: '/about', statusCode: 200 },
      { level: DEBUG, url: '/contact', statusCode: 200 },
    ],
  );
});
