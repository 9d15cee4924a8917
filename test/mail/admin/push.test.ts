// oidc mode's publishing: each commit pushed to the company's repository (a
// bare remote on disk here), rebased once when the remote moved, and never
// published over a change the remote made to the same page. Sign-in is
// replaced by the test-only seam; staff-sign-in.test.ts covers it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { OpenedDocument, SaveResponse } from '../../../src/content/editor-api.ts';
import { editorApp, type EditorApp } from './editor-app.ts';
import { bareRemote, contentWorkingCopy, gitIn, head } from './working-copy.ts';

const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const page = 'src/content/landing/cloud-operations.md';
const url = '/admin/api/documents/landing/cloud-operations';

/** The oidc settings the configuration needs; the seam stands in for the sign-in they would configure. */
const oidcEnv = (repoDir: string) => ({
  ADMIN_MODE: 'oidc',
  ADMIN_REPO_DIR: repoDir,
  ADMIN_OIDC_ISSUER: 'https://login.example.com',
  ADMIN_OIDC_CLIENT_ID: 'editor',
  ADMIN_OIDC_CLIENT_SECRET: 'secret',
  ADMIN_SESSION_SECRET: 's'.repeat(32),
  ADMIN_ALLOWED_DOMAINS: 'example.com',
  PUBLIC_ORIGIN: 'https://www.example.com',
});

describe('publishing in oidc mode', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let remote: ReturnType<typeof bareRemote>;
  let colleague: string;
  let editor: EditorApp;
  const remoteHead = () => gitIn(remote.remote, 'rev-parse', 'main');
  /** A developer's commit pushed to the remote from a clone of their own. */
  const pushFromElsewhere = (file: string, edit: (text: string) => string, message: string) => {
    gitIn(colleague, 'pull', '--quiet', '--rebase');
    writeFileSync(path.join(colleague, file), edit(readFileSync(path.join(colleague, file), 'utf8')));
    gitIn(colleague, 'commit', '--quiet', '--all', '--message', message);
    gitIn(colleague, 'push', '--quiet', 'origin', 'main');
  };
  const open = async () => (await editor.request({ url })).json<OpenedDocument>();
  /** A publish of the page with a new title, over the page as `opened` (now, unless given). */
  const publishTitle = async (title: string, opened?: OpenedDocument) => {
    opened ??= await open();
    return editor.request({
      method: 'PUT',
      url,
      payload: {
        draft: { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, title } },
        baseVersion: opened.version,
        intent: 'publish',
      },
    });
  };

  before(async () => {
    copy = contentWorkingCopy();
    remote = bareRemote(copy.dir);
    colleague = mkdtempSync(path.join(tmpdir(), 'it-editor-colleague-'));
    execFileSync('git', ['clone', '--quiet', remote.remote, colleague]);
    gitIn(colleague, 'config', 'user.name', 'Linus');
    gitIn(colleague, 'config', 'user.email', 'linus@example.com');
    editor = await editorApp(copy.dir, { env: oidcEnv(copy.dir), staff: grace });
  });
  after(async () => {
    await editor.close();
    copy.remove();
    remote.remove();
    rmSync(colleague, { recursive: true, force: true });
  });

  it('pushes each publish to the remote branch, by the person who published', async () => {
    const res = await publishTitle('Cloud Operations, Watched Day and Night');
    assert.equal(res.statusCode, 200, res.body);
    const { commit } = res.json<{ commit: string }>();
    assert.equal(remoteHead(), commit);
    assert.equal(
      gitIn(remote.remote, 'log', '-1', '--format=%an <%ae>|%s', 'main'),
      'Grace Hopper <grace@example.com>|Publish landing page "Cloud Operations, Watched Day and Night" (/lp/cloud-operations)',
    );
  });

  it('rebases onto a remote that moved elsewhere, once, and pushes both', async () => {
    // Opened before the remote moved: opening may catch up with it (remote-refresh.ts), publishing does not.
    const opened = await open();
    pushFromElsewhere(
      'src/content/blog/posts/cloud-costs.md',
      (text) => `${text}\nA developer's line.\n`,
      'Edit a post',
    );
    const theirs = remoteHead();
    const res = await publishTitle('Cloud Operations, Around the Clock', opened);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(remoteHead(), res.json<{ commit: string }>().commit);
    assert.equal(gitIn(remote.remote, 'rev-parse', 'main~1'), theirs, "the developer's commit is kept, ours on top");
    assert.equal(head(copy.dir), remoteHead());
    assert.match(
      readFileSync(path.join(copy.dir, 'src/content/blog/posts/cloud-costs.md'), 'utf8'),
      /A developer's line\./,
    );
  });

  it('answers 409 with the page as the remote has it when the remote changed that page, and publishes nothing', async () => {
    const opened = await open();
    pushFromElsewhere(page, (text) => text.replace(/^title: .*$/m, 'title: Cloud Operations by Linus'), 'Retitle');
    const theirs = remoteHead();
    const res = await publishTitle('Cloud Operations by Grace', opened);
    assert.equal(res.statusCode, 409, res.body);
    const answer = res.json<Extract<SaveResponse, { conflict: unknown }>>();
    assert.equal(answer.conflict.draft.frontMatter.title, 'Cloud Operations by Linus');
    assert.match(answer.yours, /^title: Cloud Operations by Grace$/m);
    assert.equal(remoteHead(), theirs, 'the remote keeps its page');
    assert.equal(head(copy.dir), theirs, 'our commit is undone, the working copy is the remote');
    assert.match(readFileSync(path.join(copy.dir, page), 'utf8'), /^title: Cloud Operations by Linus$/m);
    assert.equal(gitIn(copy.dir, 'status', '--porcelain'), '');
  });

  it('answers 502 when the remote cannot be reached, and leaves the page and the history as they were', async () => {
    gitIn(copy.dir, 'remote', 'set-url', 'origin', path.join(tmpdir(), 'it-editor-no-such-remote'));
    after(() => gitIn(copy.dir, 'remote', 'set-url', 'origin', remote.remote));
    const before = { head: head(copy.dir), bytes: readFileSync(path.join(copy.dir, page)) };
    const res = await publishTitle('Cloud Operations, Unpublished');
    assert.equal(res.statusCode, 502, res.body);
    assert.match(res.json<{ error: string }>().error, /could not push to origin main; nothing was published/);
    assert.equal(head(copy.dir), before.head);
    assert.deepEqual(readFileSync(path.join(copy.dir, page)), before.bytes);
  });
});
