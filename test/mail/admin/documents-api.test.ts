// The editor's API over a real git working copy, in local mode as npm run dev
// runs it: what a marketer or a writer would notice of each save.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  DocumentSummary,
  HistoryEntry,
  LandingDraft,
  OpenedDocument,
  PostDraft,
  SaveResponse,
} from '../../../src/content/editor-api.ts';
import { editorApp, type EditorApp } from './editor-app.ts';
import { checkoutPerson, contentWorkingCopy, gitIn, head } from './working-copy.ts';

const landingFile = 'src/content/landing/cloud-operations.md';
const postFile = 'src/content/blog/posts/cloud-costs.md';

describe("the editor's API, on a working copy", () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let editor: EditorApp;
  const bytes = (file: string) => readFileSync(path.join(copy.dir, file));
  const open = async (url: string) => {
    const res = await editor.request({ url });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OpenedDocument>();
  };
  const save = (url: string, payload: object) => editor.request({ method: 'PUT', url, payload });

  before(async () => {
    copy = contentWorkingCopy();
    editor = await editorApp(copy.dir);
  });
  after(async () => {
    await editor.close();
    copy.remove();
  });

  it('lists every landing page and post with its title, slug, date, status, language and address', async () => {
    const res = await editor.request({ url: '/admin/api/documents' });
    assert.equal(res.statusCode, 200);
    const { documents } = res.json<{ documents: DocumentSummary[] }>();
    const landing = documents.filter((doc) => doc.collection === 'landing').map((doc) => doc.name);
    assert.deepEqual(landing, ['cloud-migration', 'cloud-migration-de', 'cloud-operations'].sort());
    assert.equal(documents.filter((doc) => doc.collection === 'post').length, 8);
    const german = documents.find((doc) => doc.name === 'cloud-migration-de');
    assert.deepEqual(
      { title: german?.title, slug: german?.slug, lang: german?.lang, url: german?.url, status: german?.status },
      {
        title: 'Cloud-Migration ohne Ausfallzeit',
        slug: 'cloud-migration-de',
        lang: 'de',
        url: '/lp/cloud-migration-de',
        status: 'published',
      },
    );
    const post = documents.find((doc) => doc.name === 'cloud-costs');
    assert.equal(post?.url, '/blog-single/five-habits-that-keep-your-cloud-bill-predictable');
    assert.equal(post?.date, '2025-10-14');
    assert.equal(post?.file, postFile);
    assert.equal(post?.version, gitIn(copy.dir, 'hash-object', postFile));
  });

  it('says whether a post is a draft or scheduled, from draft: and its date against today', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const opened = await open('/admin/api/documents/post/cloud-costs');
    const later = { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, date: nextYear } };
    const hidden = { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, draft: true } };
    for (const [name, draft] of [
      ['scheduled-post', later],
      ['draft-post', hidden],
    ] as const) {
      const slug = `${name}-slug`;
      const res = await save(`/admin/api/documents/post/${name}`, {
        draft: { ...draft, frontMatter: { ...draft.frontMatter, slug } },
        intent: 'publish',
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const { documents } = (await editor.request({ url: '/admin/api/documents' })).json<{
      documents: DocumentSummary[];
    }>();
    assert.equal(documents.find((doc) => doc.name === 'scheduled-post')?.status, 'scheduled');
    assert.equal(documents.find((doc) => doc.name === 'draft-post')?.status, 'draft');
    assert.equal(documents.find((doc) => doc.name === 'cloud-costs')?.status, 'published');
  });

  it('opens every page and post and, saved unchanged, leaves its bytes as they were and makes no commit', async () => {
    const { documents } = (await editor.request({ url: '/admin/api/documents' })).json<{
      documents: DocumentSummary[];
    }>();
    assert.ok(documents.length >= 11);
    for (const { collection, name, file } of documents) {
      const url = `/admin/api/documents/${collection}/${name}`;
      const before = { bytes: bytes(file), head: head(copy.dir) };
      const opened = await open(url);
      assert.equal(opened.source, before.bytes.toString('utf8'));
      const res = await save(url, { draft: opened.draft, baseVersion: opened.version, intent: 'publish' });
      assert.equal(res.statusCode, 200, `${file}: ${res.body}`);
      assert.deepEqual(res.json<SaveResponse>(), {
        ok: true,
        version: opened.version,
        commit: '',
        source: opened.source,
      });
      assert.deepEqual(bytes(file), before.bytes, file);
      assert.equal(head(copy.dir), before.head, file);
    }
  });

  it('publishes a changed page: the file is written and committed by the person, its message naming the page', async () => {
    const url = '/admin/api/documents/landing/cloud-operations';
    const opened = await open(url);
    const draft = opened.draft as LandingDraft;
    const title = 'Managed Cloud Operations, Around the Clock';
    const changed: LandingDraft = { ...draft, frontMatter: { ...draft.frontMatter, title } };
    const res = await save(url, { draft: changed, baseVersion: opened.version, intent: 'publish' });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<Extract<SaveResponse, { ok: true }>>();
    assert.equal(answer.commit, head(copy.dir));
    assert.equal(answer.version, gitIn(copy.dir, 'hash-object', landingFile));
    assert.match(bytes(landingFile).toString('utf8'), /^title: Managed Cloud Operations, Around the Clock$/m);
    assert.equal(
      gitIn(copy.dir, 'log', '-1', '--format=%an <%ae>%n%s'),
      `${checkoutPerson.name} <${checkoutPerson.email}>\nPublish landing page "${title}" (/lp/cloud-operations)`,
    );
    assert.equal(gitIn(copy.dir, 'show', '--name-only', '--format=', 'HEAD'), landingFile);
  });

  it('checks without writing: intent check answers what would be written, and writes and commits nothing', async () => {
    const url = '/admin/api/documents/post/cloud-costs';
    const opened = await open(url);
    const draft = opened.draft as PostDraft;
    const before = { bytes: bytes(postFile), head: head(copy.dir) };
    const res = await save(url, {
      draft: { ...draft, body: `${draft.body}\nOne more paragraph.\n` },
      baseVersion: opened.version,
      intent: 'check',
    });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<Extract<SaveResponse, { ok: true }>>();
    assert.equal(answer.commit, '');
    assert.match(answer.source, /One more paragraph\.\n$/);
    assert.deepEqual(bytes(postFile), before.bytes);
    assert.equal(head(copy.dir), before.head);
  });

  for (const [what, field, edit] of [
    [
      'a slug with a space',
      'slug',
      (draft: LandingDraft) => ({ ...draft, frontMatter: { ...draft.frontMatter, slug: 'cloud operations' } }),
    ],
    [
      'an empty title',
      'title',
      (draft: LandingDraft) => ({ ...draft, frontMatter: { ...draft.frontMatter, title: '' } }),
    ],
    [
      'an unknown tag',
      'blocks.0',
      (draft: LandingDraft): LandingDraft => ({
        ...draft,
        blocks: [{ kind: 'section', widget: 'hero-banner', attributes: {} }, ...draft.blocks],
      }),
    ],
  ] as const) {
    it(`refuses ${what} with 422 at its field, and writes nothing`, async () => {
      const url = '/admin/api/documents/landing/cloud-operations';
      const opened = await open(url);
      const before = { bytes: bytes(landingFile), head: head(copy.dir) };
      const res = await save(url, {
        draft: edit(opened.draft as LandingDraft),
        baseVersion: opened.version,
        intent: 'publish',
      });
      assert.equal(res.statusCode, 422, res.body);
      const answer = res.json<Extract<SaveResponse, { problems: unknown }>>();
      assert.ok(
        answer.problems.some((problem) => problem.field === field),
        `a problem at ${field}: ${JSON.stringify(answer.problems)}`,
      );
      assert.deepEqual(bytes(landingFile), before.bytes);
      assert.equal(head(copy.dir), before.head);
    });
  }

  it('refuses a slug another page has, at slug', async () => {
    const url = '/admin/api/documents/landing/cloud-operations';
    const opened = await open(url);
    const draft = opened.draft as LandingDraft;
    const res = await save(url, {
      draft: { ...draft, frontMatter: { ...draft.frontMatter, slug: 'cloud-migration' } },
      baseVersion: opened.version,
      intent: 'publish',
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(
      res.json<{ problems: unknown[] }>().problems.filter((p) => (p as { field: string }).field === 'slug'),
      [{ field: 'slug', message: 'another page already has "cloud-migration"' }],
    );
  });

  it("tells the second of two editors of one page that it changed, showing the first one's page and theirs", async () => {
    const url = '/admin/api/documents/landing/cloud-migration';
    const [first, second] = [await open(url), await open(url)];
    const retitle = (opened: OpenedDocument, title: string) => ({
      draft: { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, title } },
      baseVersion: opened.version,
      intent: 'publish',
    });
    const saved = await save(url, retitle(first, 'Cloud Migration, Planned to the Minute'));
    assert.equal(saved.statusCode, 200, saved.body);
    const afterFirst = { bytes: bytes('src/content/landing/cloud-migration.md'), head: head(copy.dir) };

    const refused = await save(url, retitle(second, 'Cloud Migration Without Downtime, Really'));

    assert.equal(refused.statusCode, 409, refused.body);
    const answer = refused.json<Extract<SaveResponse, { conflict: unknown }>>();
    assert.equal(answer.conflict.draft.frontMatter.title, 'Cloud Migration, Planned to the Minute');
    assert.equal(answer.conflict.source, afterFirst.bytes.toString('utf8'));
    assert.equal(answer.conflict.version, saved.json<{ version: string }>().version);
    assert.match(answer.yours, /^title: Cloud Migration Without Downtime, Really$/m);
    assert.deepEqual(bytes('src/content/landing/cloud-migration.md'), afterFirst.bytes, 'never overwritten');
    assert.equal(head(copy.dir), afterFirst.head);
  });

  it('takes one of two saves sent at the same moment from the same version, and refuses the other with 409', async () => {
    const url = '/admin/api/documents/landing/cloud-migration-de';
    const opened = await open(url);
    const before = head(copy.dir);
    const answers = await Promise.all(
      ['Cloud-Migration in einem Zug', 'Cloud-Migration Schritt für Schritt'].map((title) =>
        save(url, {
          draft: { ...opened.draft, frontMatter: { ...opened.draft.frontMatter, title } },
          baseVersion: opened.version,
          intent: 'publish',
        }),
      ),
    );
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409]);
    assert.equal(gitIn(copy.dir, 'rev-parse', 'HEAD~1'), before, 'one commit, not two');
  });

  it('refuses a save over an existing page that names no version it was opened at', async () => {
    const opened = await open('/admin/api/documents/landing/cloud-migration');
    const res = await save('/admin/api/documents/landing/cloud-migration', { draft: opened.draft, intent: 'publish' });
    assert.equal(res.statusCode, 409);
  });

  it("lists a page's commits newest first, and restores an earlier version as a new commit with its bytes", async () => {
    const url = '/admin/api/documents/landing/cloud-migration';
    const history = await editor.request({ url: `${url}/history` });
    assert.equal(history.statusCode, 200);
    const { entries } = history.json<{ entries: HistoryEntry[] }>();
    assert.deepEqual(
      entries.map((entry) => entry.message),
      ['Publish landing page "Cloud Migration, Planned to the Minute" (/lp/cloud-migration)', 'The content as it was'],
    );
    assert.equal(entries[0]!.author, checkoutPerson.name);
    const original = entries[1]!;
    const shown = await open(`${url}/at/${original.commit}`);
    const current = await open(url);
    assert.equal(shown.version, current.version, "an old version carries the current file's version");
    assert.equal(
      shown.source,
      gitIn(copy.dir, 'show', `${original.commit}:src/content/landing/cloud-migration.md`) + '\n',
    );

    const restored = await editor.request({
      method: 'POST',
      url: `${url}/restore`,
      payload: { commit: original.commit, baseVersion: current.version },
    });

    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(bytes('src/content/landing/cloud-migration.md').toString('utf8'), shown.source);
    assert.match(
      gitIn(copy.dir, 'log', '-1', '--format=%s'),
      new RegExp(`^Restore landing page ".*" \\(/lp/cloud-migration\\) to ${original.commit.slice(0, 7)}$`),
    );
    const after = (await editor.request({ url: `${url}/history` })).json<{ entries: HistoryEntry[] }>().entries;
    assert.equal(after.length, 3);
  });

  it('saves a new landing page as <slug>.md', async () => {
    const opened = await open('/admin/api/documents/landing/cloud-operations');
    const draft = opened.draft as LandingDraft;
    const fresh = { ...draft, frontMatter: { ...draft.frontMatter, slug: 'edge-computing', title: 'Edge Computing' } };
    const wrong = await save('/admin/api/documents/landing/edge', { draft: fresh, intent: 'publish' });
    assert.equal(wrong.statusCode, 422, wrong.body);
    const res = await save('/admin/api/documents/landing/edge-computing', { draft: fresh, intent: 'publish' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(bytes('src/content/landing/edge-computing.md').toString('utf8'), /^slug: edge-computing$/m);
    assert.equal(
      gitIn(copy.dir, 'log', '-1', '--format=%s'),
      'Publish landing page "Edge Computing" (/lp/edge-computing)',
    );
  });

  it('answers 400 naming what is wrong with an address or a body, and 404 for a page that is not there', async () => {
    const badName = await editor.request({ url: '/admin/api/documents/landing/Cloud_Ops' });
    assert.equal(badName.statusCode, 400);
    assert.match(badName.json<{ error: string }>().error, /name: must be lowercase letters/);
    const badCollection = await editor.request({ url: '/admin/api/documents/pages/cloud-ops' });
    assert.equal(badCollection.statusCode, 400);
    const badBody = await save('/admin/api/documents/landing/cloud-operations', {
      draft: { kind: 'landing' },
      intent: 'now',
    });
    assert.equal(badBody.statusCode, 400);
    assert.match(badBody.json<{ error: string }>().error, /intent: must be publish or check/);
    const traversal = await editor.request({ url: '/admin/api/documents/landing/..%2F..%2Fpackage' });
    assert.equal(traversal.statusCode, 400);
    const huge = await editor.request({
      method: 'PUT',
      url: '/admin/api/documents/post/cloud-costs',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ draft: { kind: 'post', frontMatter: {}, body: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    assert.equal(huge.statusCode, 413);
    const notJson = await editor.request({
      method: 'PUT',
      url: '/admin/api/documents/post/cloud-costs',
      headers: { 'content-type': 'application/json' },
      payload: '{"draft":',
    });
    assert.equal(notJson.statusCode, 400);
    assert.ok(notJson.json<{ error: string }>().error);
    const missing = await editor.request({ url: '/admin/api/documents/post/no-such-post' });
    assert.equal(missing.statusCode, 404);
    const unknownRoute = await editor.request({ url: '/admin/api/nothing-here' });
    assert.equal(unknownRoute.statusCode, 404);
    assert.match(unknownRoute.json<{ error: string }>().error, /not part of the editor's API/);
  });

  it("previews Markdown through the build's renderer, naming a picture that is not there", async () => {
    const res = await editor.request({
      method: 'POST',
      url: '/admin/api/markdown',
      payload: { markdown: '## Costs\n\n![A chart](blog/cloud-costs.svg)\n\n![Gone](blog/nope.png)\n' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const { html, problems } = res.json<{ html: string; problems: { message: string }[] }>();
    assert.match(html, /<h2 id="costs">Costs<\/h2>/);
    assert.match(html, /<img src="\/assets\/images\/blog\/cloud-costs.svg" alt="A chart" width="\d+" height="\d+"/);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /blog\/nope\.png/);
  });
});
