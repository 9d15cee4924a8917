// buildApp in oidc mode hands the editor to the staff sign-in: nobody without
// a session reads or changes a page. The sign-in itself, against a real
// OpenID Connect provider, is staff-sign-in.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { editorApp, type EditorApp } from './editor-app.ts';
import { contentWorkingCopy, gitIn, head } from './working-copy.ts';

describe('the editor in oidc mode, without a session', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  before(async () => {
    copy = contentWorkingCopy();
    gitIn(copy.dir, 'remote', 'add', 'origin', 'https://git.example.com/site.git');
    editor = await editorApp(copy.dir, {
      env: {
        ADMIN_MODE: 'oidc',
        HOST: '0.0.0.0',
        ADMIN_OIDC_ISSUER: 'https://login.example.com',
        ADMIN_OIDC_CLIENT_ID: 'editor',
        ADMIN_OIDC_CLIENT_SECRET: 'secret',
        ADMIN_SESSION_SECRET: 's'.repeat(32),
        ADMIN_ALLOWED_DOMAINS: 'example.com',
        PUBLIC_ORIGIN: 'https://www.example.com',
      },
    });
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it('answers 401 on the API and sends a browser to sign in, and writes nothing', async () => {
    const file = 'src/content/landing/cloud-operations.md';
    const before = { bytes: readFileSync(path.join(copy.dir, file)), head: head(copy.dir) };
    for (const [method, url] of [
      ['GET', '/admin/api/session'],
      ['GET', '/admin/api/documents'],
      ['PUT', '/admin/api/documents/landing/cloud-operations'],
      ['POST', '/admin/api/images'],
      ['GET', '/admin/api/assets/images/blog/author.svg'],
    ] as const) {
      const res = await editor.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
    const screens = await editor.app.inject({ url: '/admin/' });
    assert.equal(screens.statusCode, 302);
    assert.equal(screens.headers.location, '/admin/sign-in');
    assert.deepEqual(readFileSync(path.join(copy.dir, file)), before.bytes);
    assert.equal(head(copy.dir), before.head);
  });

  it('does not let a loopback request in without a session (local mode is not oidc)', async () => {
    const res = await editor.app.inject({ url: '/admin/api/documents', headers: { host: '127.0.0.1:8080' } });
    assert.equal(res.statusCode, 401);
  });
});
