// ADMIN_MODE=local, as npm run dev runs it: no sign-in, so only this machine
// gets in, by a loopback address and a loopback Host, and a change still
// needs the session's CSRF token.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { EditorSession, OpenedDocument } from '../../../src/content/editor-api.ts';
import { editorApp, type EditorApp } from './editor-app.ts';
import { checkoutPerson, contentWorkingCopy, head } from './working-copy.ts';

const file = 'src/content/blog/posts/cloud-costs.md';
const url = '/admin/api/documents/post/cloud-costs';

describe('the editor in local mode', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  let session: EditorSession;
  let opened: OpenedDocument;
  /** A save of the post with one more paragraph: a change a page elsewhere would like to make. */
  const change = () => ({
    draft: { ...opened.draft, body: `${(opened.draft as { body: string }).body}\nInjected.\n` },
    baseVersion: opened.version,
    intent: 'publish',
  });
  const unchanged = () => ({ bytes: readFileSync(path.join(copy.dir, file)), head: head(copy.dir) });

  before(async () => {
    copy = contentWorkingCopy();
    editor = await editorApp(copy.dir);
    session = (await editor.app.inject({ url: '/admin/api/session' })).json<EditorSession>();
    opened = (await editor.app.inject({ url })).json<OpenedDocument>();
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it("opens without signing in, as the checkout's git identity, with a CSRF token", () => {
    assert.equal(session.mode, 'local');
    assert.equal(session.name, checkoutPerson.name);
    assert.equal(session.email, checkoutPerson.email);
    assert.match(session.csrfToken, /^[0-9a-f]{64}$/);
  });

  it('refuses a Host that is not 127.0.0.1, localhost or [::1]: a page that rebinds its name gets nothing', async () => {
    for (const host of ['attacker.example', 'attacker.example:8080', '127.0.0.1.nip.io', '10.0.0.5:8080']) {
      for (const target of ['/admin/api/session', '/admin/api/documents', '/admin/']) {
        const res = await editor.app.inject({ url: target, headers: { host } });
        assert.equal(res.statusCode, 403, `${host} ${target}`);
        assert.doesNotMatch(res.body, new RegExp(session.csrfToken), 'the token never leaves');
      }
    }
    for (const host of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080', 'localhost'])
      assert.equal((await editor.app.inject({ url: '/admin/api/session', headers: { host } })).statusCode, 200, host);
  });

  it('refuses a request from an address other than loopback, whatever its Host', async () => {
    const res = await editor.app.inject({ url: '/admin/api/session', remoteAddress: '192.168.1.7' });
    assert.equal(res.statusCode, 403);
  });

  it('refuses a change without the CSRF token, or with another, and writes nothing', async () => {
    const before = unchanged();
    for (const headers of [{}, { 'x-csrf-token': 'f'.repeat(64) }, { 'x-csrf-token': '' }]) {
      const res = await editor.app.inject({ method: 'PUT', url, payload: change(), headers });
      assert.equal(res.statusCode, 403, JSON.stringify(headers));
      assert.match(res.json<{ error: string }>().error, /reload/);
    }
    assert.deepEqual(unchanged(), before);
  });

  it('takes the same change with the token', async () => {
    const res = await editor.app.inject({
      method: 'PUT',
      url,
      payload: change(),
      headers: { 'x-csrf-token': session.csrfToken },
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  it('keeps its token across a restart (npm run dev restarts the server after each build)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'it-editor-data-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const tokenOfAStart = async () => {
      const started = await editorApp(copy.dir, { env: { DATA_DIR: dataDir } });
      const { csrfToken } = (await started.app.inject({ url: '/admin/api/session' })).json<EditorSession>();
      await started.close();
      return csrfToken;
    };
    assert.equal(await tokenOfAStart(), await tokenOfAStart());
  });
});
