import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { Spool } from '../../mail/queue/spool/spool.ts';
import { fixtureDist } from './fixture-dist.ts';
import { until } from '../support/until.ts';

test('mail left in the spool by the last run is delivered when the server starts (to the outbox without SMTP_URL)', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  t.after(cleanup);
  const spool = await new Spool(path.join(dataDir, 'spool')).open();
  const id = await spool.enqueue({ form: 'contact', fields: { email: 'zoe@example.com', message: 'Hello' } });

  const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir }), { logger: false });
  t.after(() => app.close());
  await app.ready();
  const outbox = path.join(dataDir, 'outbox');
  await until(async () => (await readdir(outbox).catch((): string[] => [])).includes(`${id}.eml`), 'the .eml file');
  // The server's spool is another instance: its folder says what it holds.
  await until(async () => (await readdir(path.join(dataDir, 'spool', 'new'))).length === 0, 'the spool to empty');
});

test('an unexpected error answers 500 in JSON without its details', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  t.after(cleanup);
  const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir }), { logger: false });
  t.after(() => app.close());
  app.post('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  const res = await app.inject({ method: 'POST', url: '/boom' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again later.',
  });
  assert.ok(res.headers['content-security-policy'], 'security headers on errors too');
});

test('a client error keeps its status and says what was wrong', async (t) => {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  t.after(cleanup);
  const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir }), { logger: false });
  t.after(() => app.close());
  app.post('/echo', async (request) => request.body);
  const res = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken',
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json<{ error: string }>().error, 'Bad Request');
});
