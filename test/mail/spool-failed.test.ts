// FailedRecords on a real disk: what a person finds in failed/, and what
// /healthz counts of it.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { DirectorySync } from '../../mail/delivery/directory-sync.ts';
import { FailedRecords } from '../../mail/queue/spool/spool-failed.ts';

let root: string;
let failed: FailedRecords;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'it-spool-failed-'));
  for (const folder of ['tmp', 'new', 'failed']) await mkdir(path.join(root, folder));
  failed = new FailedRecords(path.join(root, 'failed'), path.join(root, 'tmp'), new DirectorySync());
});
afterEach(() => rm(root, { recursive: true, force: true }));

const ids = ['1740000000000-000000000000000a', '1740000000001-000000000000000b'];
const at = '2025-02-19T21:20:00.000Z';

test('a kept record has its fields, its settlements and its resume in failed/, and nothing in tmp/', async () => {
  const attachment = path.join(root, 'new', `${ids[0]}.attachment`);
  await writeFile(attachment, '%PDF');
  const settled = [
    { destination: 'mail', outcome: 'given-up' as const, reason: 'refused for good: 550', at },
    { destination: 'webhook:crm', outcome: 'delivered' as const, at },
  ];
  await failed.keep(ids[0]!, '{"version":2}', settled, attachment);
  assert.deepEqual((await readdir(path.join(root, 'failed'))).sort(), [
    `${ids[0]}.attachment`,
    `${ids[0]}.json`,
    `${ids[0]}.state`,
  ]);
  assert.equal(await readFile(failed.path(ids[0]!), 'utf8'), '{"version":2}');
  assert.equal((await failed.settlements(ids[0]!)).get('mail')?.reason, 'refused for good: 550');
  assert.deepEqual(await readdir(path.join(root, 'tmp')), []);
});

test('counts each kept record once, and per destination those it gave up', async () => {
  await failed.keep(ids[0]!, '{}', [{ destination: 'mail', outcome: 'given-up', at }], path.join(root, 'none'));
  await failed.keep(ids[1]!, '{}', [{ destination: 'slack', outcome: 'given-up', at }], path.join(root, 'none'));
  const batch = path.join(root, 'new', `${ids[0]}.batch`);
  await writeFile(batch, '{"version":2,"trunc\n');
  await failed.keepFile(batch);
  assert.deepEqual(await failed.list(), ids, 'a batch kept whole is no record');
  const { records, givenUp } = await failed.count();
  assert.equal(records, 2);
  assert.deepEqual(Object.fromEntries(givenUp), { mail: 1, slack: 1 });
});
