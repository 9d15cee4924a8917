// Production end to end, as the issue asks: the whole server (buildApp) in
// oidc mode, staff signing in at a real OpenID Connect provider on loopback
// (oidc-provider), and a publish pushed to a bare remote. An allowed address
// publishes and the push reaches the remote by that person; another address
// gets 403; no session 401; a forged CSRF token is refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../mail/app.ts';
import { loadConfig } from '../../../mail/config.ts';
import type { EditorSession, OpenedDocument } from '../../../src/content/editor-api.ts';
import { CookieClient } from '../../support/cookie-client.ts';
import { freePort } from '../../support/free-port.ts';
import { startOidcProvider, type TestProvider } from '../../support/oidc-test-provider.ts';
import { fixtureDist } from '../fixture-dist.ts';
import { bareRemote, contentWorkingCopy, gitIn, head } from './working-copy.ts';

const page = 'src/content/landing/cloud-migration.md';
const api = '/admin/api/documents/landing/cloud-migration';

describe('publishing in production: signed in at the company provider, pushed to its repository', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let remote: ReturnType<typeof bareRemote>;
  let provider: TestProvider;
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let origin = '';

  /** Signs `login` in as a browser would, following every redirect: the editor's answer at the end. */
  async function signIn(browser: CookieClient, login: string): Promise<Response> {
    let location = new URL('/admin/sign-in', origin);
    for (let step = 0; step < 10; step++) {
      const callback = location.href.startsWith(`${origin}/admin/callback?`);
      let response = await browser.fetch(location);
      if (callback) return response;
      if (response.status === 200 && location.pathname.startsWith('/interaction/'))
        response = await browser.fetch(location, { method: 'POST', body: new URLSearchParams({ login }) });
      const next = response.headers.get('location');
      assert.ok(next, `${location.href} answered ${response.status}: ${await response.text()}`);
      location = new URL(next, location);
    }
    throw new Error('the sign-in never came back to the editor');
  }

  /** A publish of the page with a new title, with `token` in x-csrf-token. */
  async function publishTitle(browser: CookieClient, title: string, token: string | undefined) {
    const opened = (await (await browser.fetch(`${origin}${api}`)).json()) as OpenedDocument;
    return browser.fetch(`${origin}${api}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token !== undefined && { 'x-csrf-token': token }) },
      body: JSON.stringify({
        draft: { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, title } },
        baseVersion: opened.version,
        intent: 'publish',
      }),
    });
  }

  before(async () => {
    copy = contentWorkingCopy();
    remote = bareRemote(copy.dir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const client = { clientId: 'veltrix-site', clientSecret: 'test-client-secret-0123456789' };
    provider = await startOidcProvider(
      [
        { id: 'ada', email: 'ada@veltrix.example', name: 'Ada Lovelace' },
        { id: 'mallory', email: 'mallory@elsewhere.example', name: 'Mallory Jones' },
      ],
      { ...client, redirectUri: `${origin}/admin/callback` },
    );
    const dist = await fixtureDist();
    cleanup = dist.cleanup;
    const config = loadConfig({
      DIST_DIR: dist.distDir,
      DATA_DIR: dist.dataDir,
      PUBLIC_ORIGIN: origin,
      ADMIN_MODE: 'oidc',
      ADMIN_REPO_DIR: copy.dir,
      ADMIN_OIDC_ISSUER: provider.issuer.href,
      ADMIN_OIDC_CLIENT_ID: client.clientId,
      ADMIN_OIDC_CLIENT_SECRET: client.clientSecret,
      ADMIN_ALLOWED_DOMAINS: 'veltrix.example',
      ADMIN_SESSION_SECRET: 'a session secret for the tests, at least 32 bytes',
    });
    app = buildApp(config, { logger: false });
    await app.listen({ port, host: '127.0.0.1' });
  });
  after(async () => {
    await app.close();
    await provider.close();
    await cleanup();
    copy.remove();
    remote.remove();
  });

  it('an allowed address signs in, publishes, and the commit by that person reaches the remote', async () => {
    const browser = new CookieClient();
    assert.equal((await signIn(browser, 'ada')).status, 302);
    const session = (await (await browser.fetch(`${origin}/admin/api/session`)).json()) as EditorSession;
    assert.equal(session.email, 'ada@veltrix.example');
    const res = await publishTitle(browser, 'Cloud Migration, Signed Off by Ada', session.csrfToken);
    assert.equal(res.status, 200, await res.clone().text());
    const { commit } = (await res.json()) as { commit: string };
    assert.equal(gitIn(remote.remote, 'rev-parse', 'main'), commit);
    assert.equal(
      gitIn(remote.remote, 'log', '-1', '--format=%an <%ae>|%s', 'main'),
      'Ada Lovelace <ada@veltrix.example>|Publish landing page "Cloud Migration, Signed Off by Ada" (/lp/cloud-migration)',
    );
  });

  it('a forged CSRF token is refused, and nothing is written or pushed', async () => {
    const browser = new CookieClient();
    await signIn(browser, 'ada');
    const before = { bytes: readFileSync(path.join(copy.dir, page)), head: head(copy.dir) };
    for (const token of [undefined, 'forged-token-forged-token-forged-token-123']) {
      const res = await publishTitle(browser, 'Cloud Migration, Forged', token);
      assert.equal(res.status, 403);
    }
    assert.deepEqual(readFileSync(path.join(copy.dir, page)), before.bytes);
    assert.equal(gitIn(remote.remote, 'rev-parse', 'main'), before.head);
  });

  it('another address gets 403 and no session; without a session the API answers 401', async () => {
    const mallory = new CookieClient();
    assert.equal((await signIn(mallory, 'mallory')).status, 403);
    assert.equal((await mallory.fetch(`${origin}/admin/api/session`)).status, 401);
    const nobody = new CookieClient();
    assert.equal((await nobody.fetch(`${origin}${api}`)).status, 401);
    const change = await nobody.fetch(`${origin}${api}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
      body: JSON.stringify({ draft: { kind: 'landing', frontMatter: {}, blocks: [] }, intent: 'publish' }),
    });
    assert.equal(change.status, 401);
  });
});
