// Staff sign in to the editor through a real OpenID Connect provider on
// loopback (oidc-provider), driven with fetch as a browser would: the editor's
// scope holds the sign-in (staffEditorAccess, as the editor's room calls it),
// a change to publish and the screens; only addresses of the allowed domain or
// group get a session, and every change needs the session's token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { staffEditorAccess, type StaffAuthOptions } from '../../../mail/admin/staff/staff-auth.ts';
import { CookieClient } from '../../support/cookie-client.ts';
import { downPort, type DownPort } from '../../support/down-port.ts';
import { freePort } from '../../support/free-port.ts';
import { startOidcProvider, type TestAccount, type TestProvider } from '../../support/oidc-test-provider.ts';

const accounts: TestAccount[] = [
  { id: 'ada', email: 'ada@veltrix.example', name: 'Ada Lovelace' },
  { id: 'mallory', email: 'mallory@elsewhere.example', name: 'Mallory Jones' },
  { id: 'grace', email: 'grace@contractor.example', name: 'Grace Hopper', groups: ['web-editors'] },
  { id: 'uma', email: 'uma@veltrix.example', name: 'Uma Quinn', emailVerified: false },
];

const COOKIE = '__Secure-admin-session';

interface Editor {
  url: string;
  host: string;
  /** Starts the provider where it was down (startEditor's providerDown). */
  providerBack(): Promise<void>;
  close(): Promise<void>;
}

/** The editor on loopback: the public site at /, and the editor's scope with the sign-in, a change and the screens. */
async function startEditor(options: Partial<StaffAuthOptions> = {}, providerDown?: DownPort): Promise<Editor> {
  const port = await freePort();
  const redirectUri = new URL(`http://127.0.0.1:${port}/admin/callback`);
  const client = { clientId: 'veltrix-site', clientSecret: 'test-client-secret-0123456789' };
  // With providerDown, the provider is started on that port only once the test releases it.
  let provider: TestProvider | undefined;
  const startProvider = async (providerPort = 0) => {
    provider = await startOidcProvider(accounts, { ...client, redirectUri: redirectUri.href }, providerPort);
    return provider.issuer;
  };
  const issuer = providerDown ? new URL(`http://127.0.0.1:${providerDown.port}`) : await startProvider();
  const app = Fastify({ trustProxy: ['127.0.0.1'] });
  app.get('/', async () => 'the public site');
  app.register(async (editor) => {
    await staffEditorAccess({
      issuer,
      ...client,
      redirectUri,
      allowedDomains: ['veltrix.example'],
      allowedGroups: ['web-editors'],
      sessionSecret: 'a session secret for the tests, at least 32 bytes',
      ...options,
    })(editor);
    editor.post('/admin/api/publish', async (request) => ({ published: true, by: request.staff?.email }));
    editor.get('/admin/*', async () => 'the editor screens');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    providerBack: async () => {
      await providerDown?.release();
      await startProvider(providerDown?.port);
    },
    close: async () => {
      await app.close();
      await provider?.close();
    },
  };
}

/** Starts a sign-in and goes through the provider's login page as `login`: the address the provider sends the browser back to. */
async function providerAnswer(browser: CookieClient, editor: Editor, login: string): Promise<URL> {
  let location = new URL('/admin/sign-in', editor.url);
  for (let step = 0; step < 10; step++) {
    if (location.href.startsWith(`${editor.url}/admin/callback?`)) return location;
    let response = await browser.fetch(location);
    if (response.status === 200 && location.pathname.startsWith('/interaction/'))
      response = await browser.fetch(location, { method: 'POST', body: new URLSearchParams({ login }) });
    const next = response.headers.get('location');
    assert.ok(next, `${location.href} answered ${response.status} without a redirect: ${await response.text()}`);
    location = new URL(next, location);
  }
  throw new Error('the sign-in never came back to the editor');
}

/** Signs in as `login`: the editor's answer to the provider's redirect back. */
const signIn = async (browser: CookieClient, editor: Editor, login: string) =>
  browser.fetch(await providerAnswer(browser, editor, login));

/** What GET /admin/api/session answers this browser. */
const session = async (browser: CookieClient, editor: Editor) => {
  const response = await browser.fetch(`${editor.url}/admin/api/session`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const publish = (browser: CookieClient, editor: Editor, token?: string) =>
  browser.fetch(`${editor.url}/admin/api/publish`, {
    method: 'POST',
    headers: token === undefined ? {} : { 'x-csrf-token': token },
  });

const signedOut = { status: 401, body: { error: 'Sign in first', signIn: '/admin/sign-in' } };

describe('staff sign-in through OpenID Connect', () => {
  let editor: Editor;
  before(async () => {
    editor = await startEditor({ signInPerMinute: 1000 });
  });
  after(() => editor.close());

  it('an address at an allowed domain signs in and reaches the API as itself', async () => {
    const browser = new CookieClient();
    const answer = await signIn(browser, editor, 'ada');
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('location'), '/admin/');
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
    assert.ok(cookie, 'a session cookie is set');
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/admin', 'Max-Age=28800'])
      assert.ok(cookie.split('; ').includes(attribute), `${cookie} has ${attribute}`);

    const { status, body } = await session(browser, editor);
    assert.equal(status, 200);
    const { csrfToken, ...who } = body;
    assert.deepEqual(who, { mode: 'oidc', name: 'Ada Lovelace', email: 'ada@veltrix.example' });
    assert.match(String(csrfToken), /^[\w-]{43}$/);
    assert.equal((await browser.fetch(`${editor.url}/admin/documents`)).status, 200);
  });

  it('an address of another domain in an allowed group signs in too', async () => {
    const browser = new CookieClient();
    assert.equal((await signIn(browser, editor, 'grace')).status, 302);
    const { body } = await session(browser, editor);
    assert.equal(body.email, 'grace@contractor.example');
  });

  it('an address neither allowed by domain nor group gets 403, told who it signed in as, and no session', async () => {
    const browser = new CookieClient();
    const answer = await signIn(browser, editor, 'mallory');
    assert.equal(answer.status, 403);
    const page = await answer.text();
    assert.match(page, /You signed in as Mallory Jones &lt;mallory@elsewhere\.example&gt;\./);
    assert.match(page, /That address is not allowed to use the editor/);
    assert.equal(browser.get(editor.host, COOKIE), undefined);
    assert.deepEqual(await session(browser, editor), signedOut);
  });

  it('an address the provider says it has not verified is refused, even at an allowed domain', async () => {
    const browser = new CookieClient();
    const answer = await signIn(browser, editor, 'uma');
    assert.equal(answer.status, 403);
    assert.match(await answer.text(), /has not verified that address/);
    assert.deepEqual(await session(browser, editor), signedOut);
  });

  it('without a session the API answers 401 with where to sign in, a screen redirects there, the public site is untouched', async () => {
    const browser = new CookieClient();
    assert.deepEqual(await session(browser, editor), signedOut);
    const change = await publish(browser, editor, 'anything');
    assert.equal(change.status, 401);
    const screen = await browser.fetch(`${editor.url}/admin/documents/landing/cloud-migration`);
    assert.equal(screen.status, 302);
    assert.equal(screen.headers.get('location'), '/admin/sign-in');
    const site = await browser.fetch(`${editor.url}/`);
    assert.equal(await site.text(), 'the public site');
  });

  it("a change needs the session's CSRF token: missing, forged or a part of it is refused, the token passes", async () => {
    const browser = new CookieClient();
    await signIn(browser, editor, 'ada');
    const token = String((await session(browser, editor)).body.csrfToken);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const sent of [undefined, '', forged, token.slice(0, 20)]) {
      const refused = await publish(browser, editor, sent);
      assert.equal(refused.status, 403, `x-csrf-token ${sent}`);
      assert.match(((await refused.json()) as { error: string }).error, /Reload the editor/);
    }
    const passed = await publish(browser, editor, token);
    assert.equal(passed.status, 200);
    assert.deepEqual(await passed.json(), { published: true, by: 'ada@veltrix.example' });
  });

  it("another browser's session token does not pass with this browser's session", async () => {
    const ada = new CookieClient();
    const grace = new CookieClient();
    await signIn(ada, editor, 'ada');
    await signIn(grace, editor, 'grace');
    const gracesToken = String((await session(grace, editor)).body.csrfToken);
    assert.equal((await publish(ada, editor, gracesToken)).status, 403);
  });

  it('a session cookie altered by its holder is no session', async () => {
    const browser = new CookieClient();
    await signIn(browser, editor, 'ada');
    const value = browser.get(editor.host, COOKIE)!;
    const [cipher = '', nonce] = decodeURIComponent(value).split(';');
    const flipped = `${cipher.slice(0, 10)}${cipher[10] === 'A' ? 'B' : 'A'}${cipher.slice(11)}`;
    browser.set(editor.host, COOKIE, encodeURIComponent(`${flipped};${nonce}`));
    assert.deepEqual(await session(browser, editor), signedOut);
  });

  it('an answer whose state is not the one this browser sent is refused and signs no one in; the state is then spent', async () => {
    const browser = new CookieClient();
    const answer = await providerAnswer(browser, editor, 'ada');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'a-state-this-browser-never-sent');
    const refused = await browser.fetch(forged);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /Signing in did not work/);
    assert.deepEqual(await session(browser, editor), signedOut);
    const replayed = await browser.fetch(answer);
    assert.equal(replayed.status, 400);
    assert.deepEqual(await session(browser, editor), signedOut);
  });

  it('an answer carried to a browser that started no sign-in (a login forced on someone) signs no one in', async () => {
    const attacker = new CookieClient();
    const victim = new CookieClient();
    const answer = await providerAnswer(attacker, editor, 'mallory');
    const refused = await victim.fetch(answer);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /started too long ago, or in another browser/);
    assert.deepEqual(await session(victim, editor), signedOut);
  });

  it('signing out needs the token and ends the session', async () => {
    const browser = new CookieClient();
    await signIn(browser, editor, 'ada');
    const token = String((await session(browser, editor)).body.csrfToken);
    const signOut = (headers: Record<string, string>) =>
      browser.fetch(`${editor.url}/admin/sign-out`, { method: 'POST', headers });
    assert.equal((await signOut({})).status, 403);
    assert.equal((await session(browser, editor)).status, 200);
    const out = await signOut({ 'x-csrf-token': token });
    assert.equal(out.status, 200);
    assert.deepEqual(await session(browser, editor), signedOut);
  });
});

describe('staff sessions and sign-in attempts', () => {
  it('a session ends 8 hours after signing in', async (t) => {
    let clock = Date.now();
    const editor = await startEditor({ now: () => clock });
    t.after(() => editor.close());
    const browser = new CookieClient();
    await signIn(browser, editor, 'ada');
    clock += 8 * 3600_000 - 1000;
    assert.equal((await session(browser, editor)).status, 200);
    clock += 1000;
    assert.deepEqual(await session(browser, editor), signedOut);
    assert.equal((await browser.fetch(`${editor.url}/admin/`)).headers.get('location'), '/admin/sign-in');
  });

  it('an address may start 10 sign-ins a minute: the 11th gets 429 with Retry-After, another address is still served', async (t) => {
    const editor = await startEditor();
    t.after(() => editor.close());
    const from = (ip: string) =>
      fetch(`${editor.url}/admin/sign-in`, { headers: { 'x-forwarded-for': ip }, redirect: 'manual' });
    for (let attempt = 1; attempt <= 10; attempt++)
      assert.equal((await from('198.51.100.7')).status, 302, `attempt ${attempt}`);
    const eleventh = await from('198.51.100.7');
    assert.equal(eleventh.status, 429);
    const wait = Number(eleventh.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 120, `Retry-After: ${wait}`);
    assert.match(await eleventh.text(), new RegExp(`Try again in ${wait} seconds`));
    assert.equal((await from('198.51.100.8')).status, 302);
  });

  it('the editor starts while the provider is out of reach: signing in answers 503, then works once it is back', async (t) => {
    const editor = await startEditor({}, await downPort());
    t.after(() => editor.close());
    const browser = new CookieClient();
    const early = await browser.fetch(`${editor.url}/admin/sign-in`);
    assert.equal(early.status, 503);
    assert.match(await early.text(), /The identity provider cannot be reached right now/);
    assert.equal(await (await browser.fetch(`${editor.url}/`)).text(), 'the public site');
    await editor.providerBack();
    assert.equal((await signIn(browser, editor, 'ada')).status, 302);
    assert.equal((await session(browser, editor)).body.email, 'ada@veltrix.example');
  });
});
