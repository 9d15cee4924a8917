// oidc mode keeps its working copy up with the company's repository (a bare
// remote on disk here): a page someone else pushed shows in the list and when
// opened, after at most the refresh interval; the remote is fetched at most
// once an interval, in turn with the saves; a remote out of reach, or one
// that does not answer, still lets every page be listed and opened. Local
// mode never fetches. Fetches are counted in git's own trace (GIT_TRACE).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoom } from '../../../mail/admin/admin-room.ts';
import { REFRESH_EVERY_MS } from '../../../mail/admin/repository/remote-refresh.ts';
import { SiteRepository } from '../../../mail/admin/repository/site-repository.ts';
import { testOnlyAccess } from '../../../mail/admin/test-only-access.ts';
import type { DocumentSummary, OpenedDocument } from '../../../src/content/editor-api.ts';
import { editorApp } from './editor-app.ts';
import { bareRemote, contentWorkingCopy, gitIn, head } from './working-copy.ts';

const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const page = 'src/content/landing/cloud-operations.md';
const url = '/admin/api/documents/landing/cloud-operations';

/** git's trace of every command this process runs from now on, and how many refresh fetches it holds. */
function traceFetches(): { count: () => number; stop: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'it-editor-trace-'));
  const file = path.join(folder, 'trace');
  writeFileSync(file, '');
  process.env.GIT_TRACE = file;
  return {
    // The refresh's fetch alone says --no-tags: a push's fetch and a colleague's pull do not.
    count: () => readFileSync(file, 'utf8').match(/built-in: git fetch --quiet --no-tags /g)?.length ?? 0,
    stop: () => {
      delete process.env.GIT_TRACE;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe('oidc mode: the working copy follows the remote', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let remote: ReturnType<typeof bareRemote>;
  let colleague: string;
  let screens: string;
  let app: FastifyInstance;
  let repository: SiteRepository;
  let fetches: ReturnType<typeof traceFetches>;
  let now = 1_000_000;
  const logged: { level: number; msg: string }[] = [];
  const remoteHead = () => gitIn(remote.remote, 'rev-parse', 'main');
  /** A developer's commit pushed to the remote from a clone of their own. */
  const pushFromElsewhere = (file: string, edit: (text: string) => string, message: string) => {
    gitIn(colleague, 'pull', '--quiet', '--rebase');
    writeFileSync(path.join(colleague, file), edit(readFileSync(path.join(colleague, file), 'utf8')));
    gitIn(colleague, 'commit', '--quiet', '--all', '--message', message);
    gitIn(colleague, 'push', '--quiet', 'origin', 'main');
  };
  const retitle = (title: string) => (text: string) => text.replace(/^title: .*$/m, `title: ${title}`);
  const list = async () => {
    const res = await app.inject({ url: '/admin/api/documents' });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ documents: DocumentSummary[] }>().documents;
  };
  const listedTitle = async () => (await list()).find((doc) => doc.file === page)?.title;
  const openedTitle = async () => {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OpenedDocument>().draft.frontMatter.title;
  };

  before(async () => {
    copy = contentWorkingCopy();
    remote = bareRemote(copy.dir);
    colleague = mkdtempSync(path.join(tmpdir(), 'it-editor-colleague-'));
    execFileSync('git', ['clone', '--quiet', remote.remote, colleague]);
    gitIn(colleague, 'config', 'user.name', 'Linus');
    gitIn(colleague, 'config', 'user.email', 'linus@example.com');
    screens = mkdtempSync(path.join(tmpdir(), 'it-editor-screens-'));
    mkdirSync(path.join(screens, 'assets'));
    repository = new SiteRepository(
      copy.dir,
      { remote: 'origin', branch: 'main' },
      { now: () => now, fetchTimeoutMs: 1000 },
    );
    const stream = { write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }) };
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(adminRoom, { access: testOnlyAccess(grace), repository, screensDir: screens });
    await app.ready();
    fetches = traceFetches();
  });
  after(async () => {
    fetches.stop();
    await app.close();
    for (const dir of [colleague, screens]) rmSync(dir, { recursive: true, force: true });
    copy.remove();
    remote.remove();
  });

  it('shows a page someone else pushed in the list and opened, once the interval has passed', async () => {
    const before = await listedTitle();
    pushFromElsewhere(page, retitle('Cloud Operations by Linus'), 'Retitle');
    now += REFRESH_EVERY_MS - 1;
    assert.equal(await listedTitle(), before, 'within the interval the list is as it was');
    now += 1;
    assert.equal(await listedTitle(), 'Cloud Operations by Linus');
    assert.equal(await openedTitle(), 'Cloud Operations by Linus');
    assert.equal(head(copy.dir), remoteHead(), 'the working copy moved to the remote');
    assert.equal(gitIn(copy.dir, 'status', '--porcelain'), '');
  });

  it('opening a page catches up too, without a list first', async () => {
    pushFromElsewhere(page, retitle('Cloud Operations, Opened'), 'Retitle again');
    now += REFRESH_EVERY_MS;
    assert.equal(await openedTitle(), 'Cloud Operations, Opened');
  });

  it('fetches at most once an interval, however often pages are listed and opened', async () => {
    now += REFRESH_EVERY_MS;
    const before = fetches.count();
    for (let round = 0; round < 3; round++) {
      await list();
      await openedTitle();
    }
    await Promise.all([list(), openedTitle(), list()]);
    assert.equal(fetches.count() - before, 1);
    now += REFRESH_EVERY_MS;
    await openedTitle();
    assert.equal(fetches.count() - before, 2);
  });

  it('never fetches beside a save: the fetch waits its turn', async () => {
    now += REFRESH_EVERY_MS;
    const before = fetches.count();
    let release = () => {};
    const save = repository.exclusive(() => new Promise<void>((resolve) => (release = resolve)));
    let refreshed = false;
    const refresh = repository.refresh(app.log).then(() => (refreshed = true));
    // Long enough for a fetch from a remote on this disk that did not wait (some 20 ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(refreshed, false);
    assert.equal(fetches.count(), before);
    release();
    await Promise.all([save, refresh]);
    assert.equal(fetches.count() - before, 1);
  });

  it('keeps a working copy that holds a commit the remote lacks as it is', async (t) => {
    const post = 'src/content/blog/posts/cloud-costs.md';
    writeFileSync(path.join(copy.dir, post), `${readFileSync(path.join(copy.dir, post), 'utf8')}\nUnpushed.\n`);
    gitIn(copy.dir, 'commit', '--quiet', '--all', '--message', 'Not pushed yet');
    const ours = head(copy.dir);
    t.after(() => gitIn(copy.dir, 'reset', '--quiet', '--hard', 'origin/main'));
    pushFromElsewhere(page, retitle('Cloud Operations, Elsewhere'), 'Retitle elsewhere');
    now += REFRESH_EVERY_MS;
    assert.notEqual(await listedTitle(), 'Cloud Operations, Elsewhere');
    assert.equal(head(copy.dir), ours);
    assert.ok(logged.some((line) => line.level === 40 && /has commits origin main lacks/.test(line.msg)));
  });

  it('lists and opens the pages as they are when the remote cannot be reached, and logs it', async (t) => {
    gitIn(copy.dir, 'remote', 'set-url', 'origin', path.join(tmpdir(), 'it-editor-no-such-remote'));
    t.after(() => gitIn(copy.dir, 'remote', 'set-url', 'origin', remote.remote));
    const before = head(copy.dir);
    now += REFRESH_EVERY_MS;
    logged.length = 0;
    assert.ok((await list()).length > 0);
    assert.ok(await openedTitle());
    assert.equal(head(copy.dir), before);
    assert.ok(logged.some((line) => line.level === 40 && /could not catch up with origin main/.test(line.msg)));
  });

  // A transport that answers nothing until git lets it go (it reads a line git never sends): without the
  // fetch's limit (1 s here) the list would wait on it until this test fails at 60 s, a window no load
  // stretches a 1 s limit to.
  it('does not wait for a remote that does not answer past the fetch time limit', { timeout: 60_000 }, async (t) => {
    gitIn(copy.dir, 'config', 'protocol.ext.allow', 'always');
    gitIn(copy.dir, 'remote', 'set-url', 'origin', 'ext::sh -c read% line');
    t.after(() => gitIn(copy.dir, 'remote', 'set-url', 'origin', remote.remote));
    now += REFRESH_EVERY_MS;
    logged.length = 0;
    assert.ok((await list()).length > 0);
    assert.ok(logged.some((line) => line.level === 40 && /could not catch up/.test(line.msg)));
  });
});

describe('local mode (npm run dev): the checkout is the developer’s', () => {
  it('never fetches, even with a remote configured', async (t) => {
    const copy = contentWorkingCopy();
    const remote = bareRemote(copy.dir);
    const editor = await editorApp(copy.dir);
    const fetches = traceFetches();
    t.after(async () => {
      fetches.stop();
      await editor.close();
      copy.remove();
      remote.remove();
    });
    assert.equal((await editor.request({ url: '/admin/api/documents' })).statusCode, 200);
    assert.equal((await editor.request({ url })).statusCode, 200);
    assert.equal(fetches.count(), 0);
  });
});
