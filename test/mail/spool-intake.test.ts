// SpoolIntake on a real disk: posts that arrive together share one batch and
// are told only once it is in new/; a disk that cannot take a post says so.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { DirectorySync } from '../../mail/delivery/directory-sync.ts';
import { SpoolIntake } from '../../mail/queue/spool/spool-intake.ts';

let root: string;
let tmp: string;
let dir: string;
let committed: { name: string; ids: string[]; inNew: boolean }[];
let intake: SpoolIntake;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'it-spool-intake-'));
  [tmp, dir] = [path.join(root, 'tmp'), path.join(root, 'new')];
  for (const folder of [tmp, dir]) await mkdir(folder);
  committed = [];
  intake = new SpoolIntake({
    tmp,
    dir,
    sync: new DirectorySync(),
    committed: (name, batch) =>
      committed.push({ name, ids: batch.map(({ id }) => id), inNew: existsSync(path.join(dir, name)) }),
  });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const record = (n: number) => {
  const id = `1740000000000-${n.toString(16).padStart(16, '0')}`;
  return { id, line: JSON.stringify({ version: 2, id, n }), destinations: ['mail'] };
};

test('posts that arrive together share one batch file, and are told only once it is in new/', async () => {
  const records = Array.from({ length: 100 }, (_, n) => record(n));
  await Promise.all(records.map((one) => intake.commit(one)));
  assert.ok(committed.length < 10, `100 posts in ${committed.length} batches`);
  assert.ok(
    committed.every(({ inNew }) => inNew),
    'each batch durable in new/ before anyone heard of it',
  );
  assert.deepEqual(
    committed.flatMap(({ ids }) => ids),
    records.map(({ id }) => id),
  );
  assert.deepEqual(await readdir(tmp), [], 'nothing left in tmp/');
  assert.equal(intake.intakeBusy, true, 'busy for a moment after a commit, so delivery holds back');
});

test('a batch that cannot be written refuses its posts and leaves nothing in new/', async () => {
  await rm(tmp, { recursive: true });
  await assert.rejects(intake.commit(record(1)), { code: 'ENOENT' });
  assert.deepEqual(await readdir(dir), []);
  assert.deepEqual(committed, []);
  await assert.rejects(intake.checkWritable(), { code: 'ENOENT' }, '/healthz says down too');
});

test('a restart clears partial uploads and half-written batches from tmp/, and leaves anything else', async () => {
  await writeFile(path.join(tmp, 'upload-0123456789abcdef'), '%PDF cut off');
  await writeFile(path.join(tmp, '1700000000000-00000000000000ff.batch'), '{"version":2,');
  await writeFile(path.join(tmp, 'notes.txt'), 'an operator’s file');
  await intake.clear();
  assert.deepEqual(await readdir(tmp), ['notes.txt']);
  await intake.checkWritable();
  assert.deepEqual(await readdir(tmp), ['notes.txt'], 'the probe leaves nothing behind');
});
