import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { Spool } from '../../mail/spool.ts';

let dir: string;
let spool: Spool;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-'));
  spool = await new Spool(dir).open();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const enquiry = { form: 'enquiry', fields: { name: 'Zoë Łukasz', email: 'zoe@example.com', message: 'Hello\nthere' } };

test('an accepted submission reads back exactly, attachment bytes included', async () => {
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
  const receivedAt = new Date('2025-03-04T05:06:07.089Z');
  const id = await spool.enqueue({ ...enquiry, file: { filename: 'cv.pdf', contentType: 'application/pdf', bytes } }, receivedAt);
  const mail = await spool.read(id);
  assert.equal(mail.id, id);
  assert.deepEqual(mail.receivedAt, receivedAt);
  assert.deepEqual(mail.record.fields, enquiry.fields);
  assert.deepEqual(mail.record.file?.bytes, bytes);
  assert.equal(mail.record.file?.filename, 'cv.pdf');
});

test('once enqueue resolves the record sits complete in new/ and nothing is left in tmp/', async () => {
  const id = await spool.enqueue(enquiry);
  assert.deepEqual(await readdir(path.join(dir, 'new')), [`${id}.json`]);
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
  assert.deepEqual(await spool.list(), [id]);
});

test('a half-written file left in tmp/ by a crash is never listed, and is swept once stale', async () => {
  const leftover = path.join(dir, 'tmp', '1700000000000-00000000000000ff.json');
  await writeFile(leftover, '{"version":1,"rec');
  assert.deepEqual(await spool.list(), []);
  const hourAndABitAgo = new Date(Date.now() - 61 * 60 * 1000);
  await utimes(leftover, hourAndABitAgo, hourAndABitAgo);
  await new Spool(dir).open();
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
});

test('a write still in progress in tmp/ is not swept by a restart', async () => {
  await writeFile(path.join(dir, 'tmp', '1700000000000-00000000000000aa.json'), '{');
  await new Spool(dir).open();
  assert.equal((await readdir(path.join(dir, 'tmp'))).length, 1);
});

test('records are listed oldest first', async () => {
  const later = await spool.enqueue(enquiry, new Date('2025-01-02'));
  const earlier = await spool.enqueue(enquiry, new Date('2025-01-01'));
  assert.deepEqual(await spool.list(), [earlier, later]);
});

test('a removed record is gone for good', async () => {
  const id = await spool.enqueue(enquiry);
  await spool.remove(id);
  assert.deepEqual(await spool.list(), []);
  await assert.rejects(spool.read(id), { code: 'ENOENT' });
});

test('a failed record moves to failed/ and is kept there', async () => {
  const id = await spool.enqueue(enquiry);
  await spool.fail(id);
  assert.deepEqual(await spool.list(), []);
  assert.deepEqual(await spool.list('failed'), [id]);
});

test('an id that is not a spool id never becomes a path', async () => {
  await assert.rejects(spool.read('../../etc/passwd'), /not a spool id/);
  await assert.rejects(spool.remove('x/../../y'), /not a spool id/);
});
