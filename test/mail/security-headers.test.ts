import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { CONTENT_SECURITY_POLICY } from '../../mail/http/security-headers.ts';
import { aboutCssHash, fixtureDist, inlineCssHash, notFoundCssHash } from './fixture-dist.ts';

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

test("every page carries the site's CSP, which allows only our origin and the map frame", async () => {
  const csp = String((await get('/')).headers['content-security-policy']);
  for (const [directive, sources] of Object.entries(CONTENT_SECURITY_POLICY)) {
    assert.ok(csp.includes(`${directive} ${sources.join(' ')}`), `${directive} in ${csp}`);
  }
  assert.match(csp, /frame-src https:\/\/www\.openstreetmap\.org/);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /upgrade-insecure-requests|unsafe-inline|unsafe-eval/);
});

test('each page admits its own inline stylesheet by its hash, and no other inline style or script', async () => {
  const hashes = [inlineCssHash, aboutCssHash, notFoundCssHash];
  for (const [url, own] of [
    ['/', inlineCssHash],
    ['/about', aboutCssHash],
    ['/nowhere', notFoundCssHash],
  ] as const) {
    const csp = String((await get(url)).headers['content-security-policy']);
    assert.match(csp, new RegExp(`style-src 'self' '${own.replace(/[+/]/g, '\\$&')}'(;|$)`), url);
    for (const other of hashes.filter((hash) => hash !== own)) assert.ok(!csp.includes(other), `${url}: ${csp}`);
    assert.match(csp, /script-src 'self'(;|$)/, url);
    assert.doesNotMatch(csp, /unsafe-inline/, url);
  }
  // A page the build listed no stylesheet for admits no inline style at all.
  const bare = String((await get('/products/nothing')).headers['content-security-policy']);
  assert.match(bare, /style-src 'self'(;|$)/);
});

test('every answer, even a redirect or a 404, carries the referrer and nosniff policies', async () => {
  for (const url of [
    '/',
    '/Contact',
    '/nowhere',
    '/favicon.svg',
    '/assets/client-Bx3k9_aQ.js',
    '/assets/fonts/inter-latin-wght-normal-AbCd1234.woff2',
    '/assets/images/team.png',
  ]) {
    const res = await get(url);
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    assert.ok(res.headers['cross-origin-resource-policy'], url);
    assert.equal(res.headers['cross-origin-embedder-policy'], undefined, url);
  }
});

test('documents, SVG and JSON answers carry the document policies; scripts, fonts and raster images go without them', async () => {
  const documents = [
    ['/', 'GET'],
    ['/nowhere', 'GET'],
    ['/favicon.svg', 'GET'],
    ['/mail/contact', 'POST'],
  ] as const;
  for (const [url, method] of documents) {
    const res = await app.inject({ method, url });
    assert.match(String(res.headers['content-security-policy']), /default-src 'self'/, url);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url);
    assert.equal(res.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()', url);
  }
  for (const url of [
    '/assets/client-Bx3k9_aQ.js',
    '/assets/fonts/inter-latin-wght-normal-AbCd1234.woff2',
    '/assets/images/team.png',
    '/widgets/enquiry-form.js',
  ]) {
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
    ]) {
      assert.equal(res.headers[name], undefined, `${name} on ${url}`);
    }
  }
});
