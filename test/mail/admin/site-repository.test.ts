import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { blobVersion } from '../../../mail/admin/repository/blob-version.ts';
import { SiteRepository } from '../../../mail/admin/repository/site-repository.ts';
import { contentWorkingCopy, gitIn, head } from './working-copy.ts';

const page = 'src/content/landing/cloud-operations.md';
const grace = { name: 'Grace Hopper', email: 'grace@example.com' };

describe('the working copy, through the git CLI', () => {
  let copy: ReturnType<typeof contentWorkingCopy>;
  let repository: SiteRepository;
  before(() => {
    copy = contentWorkingCopy();
    repository = new SiteRepository(copy.dir);
  });
  after(() => copy.remove());

  it("names a file's version as git does: its blob hash, equal to git hash-object", async () => {
    const state = await repository.read(page);
    assert.ok(state);
    assert.equal(state.version, gitIn(copy.dir, 'hash-object', page));
    assert.equal(blobVersion(Buffer.from('')), gitIn(copy.dir, 'hash-object', '/dev/null'));
  });

  it('commits the one file by its author, leaving what a developer staged or changed elsewhere as it was', async () => {
    const other = 'src/content/landing/cloud-migration.md';
    const staged = 'src/content/blog/posts/cloud-costs.md';
    writeFileSync(path.join(copy.dir, staged), `${readFileSync(path.join(copy.dir, staged), 'utf8')}\nStaged.\n`);
    gitIn(copy.dir, 'add', staged);
    writeFileSync(path.join(copy.dir, other), `${readFileSync(path.join(copy.dir, other), 'utf8')}\nUnstaged.\n`);
    const before = head(copy.dir);
    const bytes = Buffer.from(`${readFileSync(path.join(copy.dir, page), 'utf8')}\nA new closing line.\n`);

    const outcome = await repository.commitFile(page, bytes, grace, 'Publish landing page "Cloud operations"');

    assert.equal(outcome.kind, 'committed');
    assert.equal(gitIn(copy.dir, 'rev-parse', 'HEAD~1'), before);
    assert.equal(gitIn(copy.dir, 'show', '--name-only', '--format=', 'HEAD'), page, 'the commit holds the page alone');
    assert.equal(
      gitIn(copy.dir, 'log', '-1', '--format=%an <%ae>|%cn <%ce>|%s'),
      `Grace Hopper <grace@example.com>|Grace Hopper <grace@example.com>|Publish landing page "Cloud operations"`,
    );
    assert.deepEqual(readFileSync(path.join(copy.dir, page)), bytes);
    const status = gitIn(copy.dir, 'status', '--porcelain');
    assert.match(status, new RegExp(`^M  ${staged}$`, 'm'), 'the staged post is still staged');
    assert.match(status, new RegExp(`^ M ${other}$`, 'm'), 'the edited page is still only changed on disk');
    assert.doesNotMatch(status, new RegExp(page), 'the committed page is clean');
    gitIn(copy.dir, 'reset', '--quiet', '--', staged);
    gitIn(copy.dir, 'checkout', '--quiet', '--', staged, other);
  });

  it('leaves no temp file beside the page it wrote', () => {
    assert.deepEqual(
      readdirSync(path.join(copy.dir, 'src/content/landing')).filter((name) => !name.endsWith('.md')),
      [],
    );
  });

  it('makes no commit, and writes nothing, for the bytes the file already holds', async () => {
    const before = head(copy.dir);
    const touched = statSync(path.join(copy.dir, page)).mtimeMs;
    const state = await repository.read(page);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outcome = await repository.commitFile(page, state!.bytes, grace, 'Publish nothing');
    assert.deepEqual(outcome, { kind: 'unchanged' });
    assert.equal(head(copy.dir), before);
    // Not even rewritten: npm run dev would rebuild the page for nothing.
    assert.equal(statSync(path.join(copy.dir, page)).mtimeMs, touched);
  });

  it('commits on a machine where git knows nobody (no user.name, no global config)', async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'it-editor-home-'));
    const saved = { HOME: process.env.HOME, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
    gitIn(copy.dir, 'config', '--unset', 'user.name');
    gitIn(copy.dir, 'config', '--unset', 'user.email');
    process.env.HOME = home;
    process.env.GIT_CONFIG_NOSYSTEM = '1';
    try {
      const bytes = Buffer.from(`${readFileSync(path.join(copy.dir, page), 'utf8')}Another line.\n`);
      const outcome = await repository.commitFile(page, bytes, grace, 'Publish again');
      assert.equal(outcome.kind, 'committed');
      assert.equal(gitIn(copy.dir, 'log', '-1', '--format=%cn <%ce>'), 'Grace Hopper <grace@example.com>');
    } finally {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      gitIn(copy.dir, 'config', 'user.name', 'Ada Lovelace');
      gitIn(copy.dir, 'config', 'user.email', 'ada@example.com');
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("lists a file's commits newest first, and gives its bytes at each", async () => {
    const history = await repository.history(page);
    assert.deepEqual(
      history.map((entry) => entry.message),
      ['Publish again', 'Publish landing page "Cloud operations"', 'The content as it was'],
    );
    assert.equal(history[1]!.author, 'Grace Hopper');
    const first = await repository.fileAt(history[2]!.commit, history[2]!.path);
    assert.equal(first?.toString('utf8'), gitIn(copy.dir, 'show', `${history[2]!.commit}:${page}`) + '\n');
  });

  it('refuses anything but a commit hash before git sees it', async () => {
    assert.equal(await repository.fileAt('HEAD', page), undefined);
    assert.equal(await repository.fileAt('--output=/tmp/x', page), undefined);
  });

  it('runs two saves one after the other, never interleaved', async () => {
    const files = ['src/content/landing/one.md', 'src/content/landing/two.md'];
    const order: string[] = [];
    await Promise.all(
      files.map((file) =>
        repository.exclusive(async () => {
          order.push(`start ${file}`);
          await repository.commitFile(file, Buffer.from(`${file}\n`), grace, `Add ${file}`);
          order.push(`end ${file}`);
        }),
      ),
    );
    assert.deepEqual(
      order,
      files.flatMap((file) => [`start ${file}`, `end ${file}`]),
    );
    assert.equal(gitIn(copy.dir, 'log', '-2', '--format=%s'), `Add ${files[1]}\nAdd ${files[0]}`);
  });
});
