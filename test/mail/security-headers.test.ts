import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { CONTENT_SECURITY_POLICY } from '../../mail/security-headers.ts';
import { fixtureDist, inlineCssHash } from './fixture-dist.ts';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const get = (url: string) => app.inject({ method: 'GET', url });

before(async () => {
  const fixture = await fixtureDist();
  cleanup = fixture.cleanup;
  app = buildApp(loadConfig({ DIST_DIR: fixture.distDir, DATA_DIR: fixture.dataDir }), { logger: false });
  await app.ready();
});
after(async () => {
  await app.close();
  await cleanup();
});

test('every page carries the site\'s CSP, which allows only our origin and the map frame', async () => {
  const csp = String((await get('/')).headers['content-security-policy']);
  for (const [directive, sources] of Object.entries(CONTENT_SECURITY_POLICY)) {
    assert.ok(csp.includes(`${directive} ${sources.join(' ')}`), `${directive} in ${csp}`);
  }
  assert.match(csp, /frame-src https:\/\/www\.openstreetmap\.org/);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /upgrade-insecure-requests|unsafe-inline|unsafe-eval/);
});

test("pages admit the build's inline stylesheet by its hash, and no other inline style or script", async () => {
  for (const url of ['/', '/about', '/nowhere', '/products/nothing']) {
    const csp = String((await get(url)).headers['content-security-policy']);
    assert.match(csp, new RegExp(`style-src 'self' '${inlineCssHash.replace(/[+/]/g, '\\$&')}'(;|$)`), url);
    assert.match(csp, /script-src 'self'(;|$)/, url);
    assert.doesNotMatch(csp, /unsafe-inline/, url);
  }
  // Assets are not documents: they keep the plain policy.
  const asset = String((await get('/assets/client-Bx3k9_aQ.js')).headers['content-security-policy']);
  assert.match(asset, /style-src 'self'(;|$)/);
});

test('every answer, even a redirect or a 404, carries the referrer, nosniff and permissions policies', async () => {
  for (const url of ['/', '/Contact', '/nowhere', '/assets/client-Bx3k9_aQ.js']) {
    const res = await get(url);
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(res.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()', url);
    assert.ok(res.headers['content-security-policy'], url);
    assert.equal(res.headers['cross-origin-embedder-policy'], undefined, url);
  }
});
