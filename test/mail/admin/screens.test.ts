// /admin/ as a browser meets it: the screens with their own CSP and noindex,
// their hashed assets cached for good; nothing at all when the editor is off;
// and the public site's headers exactly as they were either way.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../../mail/app.ts';
import { loadConfig } from '../../../mail/config.ts';
import { pageContentSecurityPolicy } from '../../../mail/http/security-headers.ts';
import { fixtureDist, inlineCssHash } from '../fixture-dist.ts';
import { editorApp, screensScript, type EditorApp } from './editor-app.ts';
import { contentWorkingCopy } from './working-copy.ts';

describe('the editor off (ADMIN_MODE unset)', () => {
  it('answers 404 at /admin/ and every /admin/api/ route, and reads nothing', async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist();
    t.after(cleanup);
    // A folder that is no working copy: off, the editor never looks at it.
    const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, ADMIN_REPO_DIR: '/nonexistent' }), {
      logger: false,
    });
    t.after(() => app.close());
    for (const [method, url] of [
      ['GET', '/admin/'],
      ['GET', '/admin/assets/admin.js'],
      ['GET', '/admin/api/session'],
      ['GET', '/admin/api/documents'],
      ['GET', '/admin/api/documents/landing/cloud-operations'],
      ['PUT', '/admin/api/documents/landing/cloud-operations'],
      ['POST', '/admin/api/images'],
      ['POST', '/admin/api/markdown'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
    }
  });
});

describe('the editor on', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  before(async () => {
    copy = contentWorkingCopy();
    editor = await editorApp(copy.dir);
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it('serves its screens at /admin/ and any path under it, with its own CSP that runs no inline script', async () => {
    for (const url of ['/admin/', '/admin/landing/cloud-operations', '/admin/post/new']) {
      const res = await editor.request({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<div id="root">/);
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /(^|;)script-src 'self'(;|$)/, 'scripts from our origin only, no inline script');
      assert.match(csp, /(^|;)frame-ancestors 'none'(;|$)/, 'nobody frames the editor');
      assert.doesNotMatch(csp, /'unsafe-eval'|'unsafe-inline'/, 'no inline script or style but by hash');
      assert.notEqual(csp, pageContentSecurityPolicy([]), "not the public site's policy");
      assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    assert.equal((await editor.request({ url: '/admin' })).headers.location, '/admin/');
  });

  it('serves its hashed assets for a year, and says noindex on its API too', async () => {
    const asset = await editor.request({ url: `/admin/${screensScript}` });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(asset.headers['content-type']), /javascript/);
    const api = await editor.request({ url: '/admin/api/documents' });
    assert.equal(api.headers['x-robots-tag'], 'noindex, nofollow');
    const missing = await editor.request({ url: '/admin/assets/nope-AbCdEf12.js' });
    assert.equal(missing.statusCode, 404);
  });

  it("leaves the public site's headers exactly as they are with the editor off", async (t) => {
    const { distDir, dataDir, cleanup } = await fixtureDist();
    t.after(cleanup);
    const site = { DIST_DIR: distDir, DATA_DIR: dataDir };
    const off = buildApp(loadConfig(site), { logger: false });
    const on = buildApp(loadConfig({ ...site, ADMIN_MODE: 'local', ADMIN_REPO_DIR: copy.dir }), { logger: false });
    t.after(() => Promise.all([off.close(), on.close()]));
    const headers = ({ headers: { date: _date, ...rest } }: Awaited<ReturnType<typeof off.inject>>) => rest;
    for (const url of ['/', '/about', '/assets/client-Bx3k9_aQ.js', '/no-such-page', '/widgets/enquiry-form.js']) {
      const [withEditor, without] = [await on.inject({ url }), await off.inject({ url })];
      assert.equal(withEditor.statusCode, without.statusCode, url);
      assert.deepEqual(headers(withEditor), headers(without), url);
    }
    const home = await on.inject({ url: '/' });
    assert.equal(home.headers['content-security-policy'], pageContentSecurityPolicy([inlineCssHash]));
    assert.equal(home.headers['x-robots-tag'], undefined);
  });
});
