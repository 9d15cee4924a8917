// SpoolIndex over a real new/ folder: what a restart finds waiting, from the
// batches and their journals a previous run left.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { DirectorySync } from '../../mail/delivery/directory-sync.ts';
import { recordLine } from '../../mail/queue/spool/spool-record.ts';
import { SpoolIndex } from '../../mail/queue/spool/spool-index.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-index-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ids = ['1740000000000-000000000000000a', '1740000000001-000000000000000b', '1740000000002-000000000000000c'];
const line = (id: string, file = false) =>
  recordLine(
    id,
    {
      form: 'careers',
      fields: { name: 'Ada' },
      ...(file && { file: { filename: 'cv.pdf', contentType: 'application/pdf', path: '', size: 1 } }),
    },
    new Date(),
    ['mail', 'webhook:crm'],
  );
const at = '2025-02-19T21:20:00.000Z';

/** Writes a batch of ids and its journal, as a run that stopped would leave them. */
async function leftBehind(journal: object[], extra = '') {
  await writeFile(path.join(dir, `${ids[0]}.batch`), `${ids.map((id, n) => line(id, n === 0)).join('\n')}\n${extra}`);
  await writeFile(path.join(dir, `${ids[0]}.settled`), journal.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
}

test('a restart finds the records of a batch that have not left, with what each destination settled', async () => {
  await leftBehind([
    { id: ids[0], destination: 'mail', outcome: 'delivered', at },
    { id: ids[1], left: 'delivered' },
  ]);
  const index = new SpoolIndex(dir, new DirectorySync());
  const [file] = await index.loadAll();
  assert.deepEqual([...index.ids()].sort(), [ids[0], ids[2]]);
  assert.deepEqual([...index.settlements(ids[0]!).keys()], ['mail']);
  assert.equal(file?.bad, 0);
  assert.match(await index.line(ids[2]!), new RegExp(ids[2]!));
  await assert.rejects(index.line(ids[1]!), { code: 'ENOENT' }, 'the record that left stays gone');
});

test('a line that is not a record is counted, so its batch goes to failed/ for a person once the rest have left', async () => {
  await leftBehind([], '{"version":2,"trunc\n');
  const [file] = await new SpoolIndex(dir, new DirectorySync()).loadAll();
  assert.equal(file?.bad, 1);
  assert.equal(file?.waiting.size, 3, 'the good lines are still delivered');
});

test('a resume or a journal whose records have all left is swept; those of waiting records stay', async () => {
  await leftBehind([{ id: ids[0], left: 'delivered' }]);
  await writeFile(path.join(dir, `${ids[0]}.attachment`), 'x');
  await writeFile(path.join(dir, `${ids[1]}.attachment`), 'y');
  await writeFile(path.join(dir, '1700000000000-00000000000000ff.settled'), '');
  const index = new SpoolIndex(dir, new DirectorySync());
  await index.sweepStrays(await index.loadAll());
  assert.deepEqual((await readdir(dir)).sort(), [`${ids[0]}.batch`, `${ids[0]}.settled`, `${ids[1]}.attachment`]);
});
