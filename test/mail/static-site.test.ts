import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { UNBUILT_MESSAGE } from '../../mail/http/static-site.ts';
import { finishBuild, fixtureDist } from './fixture-dist.ts';

const HOUR = 'public, max-age=3600';
const YEAR = 'public, max-age=31536000, immutable';

function appFor({ distDir, dataDir }: { distDir: string; dataDir: string }): FastifyInstance {
  return buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir }), { logger: false });
}

describe('the built site', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    const fixture = await fixtureDist();
    cleanup = fixture.cleanup;
    app = appFor(fixture);
    await app.ready();
  });
  after(async () => {
    await app.close();
    await cleanup();
  });

  describe('pages', () => {
    test('the home page answers 200 with HTML that browsers revalidate on every visit', async () => {
      const res = await get('/');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.ok(res.headers.etag, 'an ETag to revalidate against');
      assert.ok(res.headers['last-modified']);
      assert.match(res.body, /Software, cloud and teams/);
    });

    test('every page of the route manifest is served at its own URL', async () => {
      for (const [url, heading] of [
        ['/home', 'Home'],
        ['/about', 'About us'],
        ['/products/crm', 'Veltrix CRM'],
        ['/widgets', 'Widget gallery'],
      ]) {
        const res = await get(url!);
        assert.equal(res.statusCode, 200, url);
        assert.match(res.body, new RegExp(heading!), url);
      }
    });

    test('a browser that accepts brotli gets the brotli copy, and caches know the answer varies by encoding', async () => {
      const res = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.match(brotliDecompressSync(res.rawPayload).toString(), /About us/);
    });

    test('a client that accepts only gzip gets the gzip copy', async () => {
      const res = await get('/about', { 'accept-encoding': 'gzip' });
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.match(gunzipSync(res.rawPayload).toString(), /About us/);
    });

    test('a client that accepts no compression gets the plain page', async () => {
      const res = await get('/about', { 'accept-encoding': 'identity' });
      assert.equal(res.headers['content-encoding'], undefined);
      assert.match(res.body, /About us/);
      assert.match(String(res.headers.vary), /accept-encoding/i);
    });

    test('a page that has not changed answers 304 to a revalidation', async () => {
      const first = await get('/about');
      const again = await get('/about', { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
    });

    test('a HEAD request gets the headers of the page and no body', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/about' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.body, '');
    });

    test('the sitemap is served as XML and robots.txt as plain text, both revalidated', async () => {
      const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'br' });
      assert.equal(sitemap.statusCode, 200);
      assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
      assert.equal(sitemap.headers['cache-control'], 'no-cache');
      assert.match(brotliDecompressSync(sitemap.rawPayload).toString(), /<urlset>/);
      const robots = await get('/robots.txt');
      assert.match(String(robots.headers['content-type']), /^text\/plain/);
      assert.equal(robots.headers['cache-control'], 'no-cache');
      assert.match(robots.body, /User-agent/);
    });
  });

  describe('assets', () => {
    test('a script with a content hash in its name is cached for a year as immutable', async () => {
      const res = await get('/assets/client-Bx3k9_aQ.js', { 'accept-encoding': 'br' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], YEAR);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.equal(brotliDecompressSync(res.rawPayload).toString(), 'console.log("client");');
    });

    test("the widgets' TypeScript declarations are served as text, not as an MPEG transport stream", async () => {
      const res = await get('/widgets/it-widgets.d.ts');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(res.body, 'export {};');
    });

    test('a Range header that is not a byte range is ignored: the whole file, 200', async () => {
      const res = await get('/widgets/chunks/runtime-Zx9_Yw8v.js', { range: 'bytes=abc' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, 'export const runtime = 1;');
    });

    test('a valid byte range still gets its part, 206', async () => {
      const res = await get('/widgets/chunks/runtime-Zx9_Yw8v.js', { range: 'bytes=0-5' });
      assert.equal(res.statusCode, 206);
      assert.equal(res.body, 'export');
    });

    test('a hashed font is cached for a year and sent as it is (no precompressed copy exists)', async () => {
      const res = await get('/assets/fonts/inter-latin-wght-normal-AbCd1234.woff2', { 'accept-encoding': 'br, gzip' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], YEAR);
      assert.equal(res.headers['content-type'], 'font/woff2');
      assert.equal(res.headers['content-encoding'], undefined);
    });

    test('files without a hash (favicon, widget loader, custom-elements.json) are cached for an hour', async () => {
      for (const url of [
        '/favicon.svg',
        '/widgets/enquiry-form.js',
        '/widgets/custom-elements.json',
        '/assets/images/team.png',
      ]) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['cache-control'], HOUR, url);
      }
    });

    test('a partner page on another origin can load widget modules, their chunks and the pictures they show', async () => {
      for (const url of [
        '/widgets/enquiry-form.js',
        '/widgets/chunks/runtime-Zx9_Yw8v.js',
        '/assets/images/team.png',
      ]) {
        const res = await get(url, { origin: 'https://partner.example' });
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['access-control-allow-origin'], '*', url);
        assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', url);
      }
    });

    test("the site's own assets and the widget gallery page stay same-site", async () => {
      for (const url of ['/assets/client-Bx3k9_aQ.js', '/widgets', '/about']) {
        const res = await get(url);
        assert.equal(res.headers['access-control-allow-origin'], undefined, url);
        assert.equal(res.headers['cross-origin-resource-policy'], 'same-site', url);
      }
    });

    test('dotfiles, hidden files and the build manifests are never served', async () => {
      for (const url of [
        '/.env',
        '/assets/.hidden.js',
        '/.build/routes.json',
        '/.build/manifest.json',
        '/%2ebuild/routes.json',
        '/assets/%2e%2e/.env',
      ]) {
        const res = await get(url);
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /secret|SECRET|fallbacks/i, url);
      }
    });

    test('an HTML file answers only at its page URL, so error pages never answer 200', async () => {
      for (const url of ['/about/index.html', '/_errors/404.html', '/_errors/product-not-found.html']) {
        assert.equal((await get(url)).statusCode, 404, url);
      }
    });

    test('precompressed copies are not served as files of their own', async () => {
      assert.equal((await get('/assets/client-Bx3k9_aQ.js.br')).statusCode, 404);
      assert.equal((await get('/robots.txt.gz')).statusCode, 404);
    });
  });

  describe('redirects', () => {
    test('/Contact moves permanently to /contact, keeping the query string', async () => {
      const res = await get('/Contact?utm_source=mail');
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, '/contact?utm_source=mail');
    });

    test('an old /product-single/ link moves permanently to /products/, keeping the query string', async () => {
      const res = await get('/product-single/crm?ref=card');
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, '/products/crm?ref=card');
    });

    test('a trailing slash is dropped with a permanent redirect, in one hop', async () => {
      const about = await get('/about/?a=1');
      assert.equal(about.statusCode, 301);
      assert.equal(about.headers.location, '/about?a=1');
      assert.equal((await get('/product-single/crm/')).headers.location, '/products/crm');
      assert.equal((await get('/')).statusCode, 200);
    });

    test('a crafted //host/ link never redirects off-site', async () => {
      const res = await get('//evil.example/');
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, '/evil.example');
    });

    test('a form POST to an old-looking URL is not redirected', async () => {
      const res = await app.inject({ method: 'POST', url: '/Contact' });
      assert.equal(res.statusCode, 404);
    });
  });

  describe('not found', () => {
    test('an unknown product shows "Product not found!" with status 404', async () => {
      const res = await get('/products/warp-drive', { 'accept-encoding': 'br' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(brotliDecompressSync(res.rawPayload).toString(), /Product not found!/);
    });

    test("any other unknown path shows the site's 404 page with status 404", async () => {
      for (const url of ['/nowhere', '/blog/no-such-post', '/assets/missing-Ab12Cd34.js', '/widgets/missing.js']) {
        const res = await get(url);
        assert.equal(res.statusCode, 404, url);
        assert.match(res.body, /Page not found/, url);
        assert.equal(res.headers.etag, undefined, 'no validator, so a revalidation cannot turn the 404 into a 304');
      }
    });

    test('a HEAD request for an unknown path gets status 404 and no body', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/nowhere' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.body, '');
    });

    test('a POST to an unknown path gets a JSON 404', async () => {
      const res = await app.inject({ method: 'POST', url: '/nowhere', payload: { a: 1 } });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.json<{ message: string }>().message, 'POST /nowhere is not a route');
    });
  });
});

describe('before the first build', () => {
  test('a fresh clone answers every page with a 503 that says to run npm run build', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist({ built: false });
    const app = appFor({ distDir, dataDir });
    t.after(async () => {
      await app.close();
      await cleanup();
    });
    for (const url of ['/', '/about', '/assets/client-Bx3k9_aQ.js']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 503, url);
      assert.equal(res.body.trim(), UNBUILT_MESSAGE);
      assert.equal(res.body.trim(), 'The site has not been built yet: run npm run build');
      assert.equal(res.headers['cache-control'], 'no-store');
    }
  });

  test('a build finished while the server runs is served without a restart', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist({ built: false });
    const app = appFor({ distDir, dataDir });
    t.after(async () => {
      await app.close();
      await cleanup();
    });
    assert.equal((await app.inject('/about')).statusCode, 503);
    await finishBuild(distDir);
    assert.equal((await app.inject('/about')).statusCode, 200);
  });

  test('a broken route manifest stops the server at start-up, naming the file', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist();
    t.after(cleanup);
    await writeFile(path.join(distDir, '.build/routes.json'), JSON.stringify({ pages: { about: '../etc/passwd' } }));
    const app = appFor({ distDir, dataDir });
    await assert.rejects(async () => app.ready(), /routes\.json is not a valid route manifest/);
    await app.close().catch(() => {});
  });
});

test('over real HTTP on an ephemeral port, a visitor gets the brotli home page', async (t) => {
  const fixture = await fixtureDist();
  const app = appFor(fixture);
  t.after(async () => {
    await app.close();
    await fixture.cleanup();
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const res = await new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${address}/`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(res.body).toString(), /Software, cloud and teams/);
});
