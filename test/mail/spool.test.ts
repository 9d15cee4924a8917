import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { Spool } from '../../mail/queue/spool.ts';
import { stagedFile } from './staged-file.ts';

let dir: string;
let spool: Spool;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-'));
  spool = await new Spool(dir).open();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Enqueues and splits the batch, as the worker does before a pass. */
async function accept(...args: Parameters<Spool['enqueue']>): Promise<string> {
  const id = await spool.enqueue(...args);
  await spool.unbatch();
  return id;
}

const enquiry = { form: 'enquiry', fields: { name: 'Zoë Łukasz', email: 'zoe@example.com', message: 'Hello\nthere' } };

/** Reads a stream or buffer to one Buffer. */
async function bytesOf(content: Buffer | NodeJS.ReadableStream | undefined): Promise<Buffer | undefined> {
  if (!content || Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('an accepted submission reads back exactly, attachment bytes included', async () => {
  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
  const receivedAt = new Date('2025-03-04T05:06:07.089Z');
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, bytes) }, receivedAt);
  const mail = await spool.read(id);
  assert.equal(mail.id, id);
  assert.deepEqual(mail.receivedAt, receivedAt);
  assert.deepEqual(mail.fields, enquiry.fields);
  assert.deepEqual(await bytesOf(mail.file?.content), bytes);
  assert.equal(mail.file?.filename, 'cv.pdf');
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), [], 'the staged upload was moved, not copied');
});

test('where the lead came from is kept with it; a record written before it was kept reads without one', async () => {
  const source = {
    source_page: 'https://www.partner.example/cloud?utm_source=x',
    partner_origin: 'https://www.partner.example',
  };
  const id = await accept({ ...enquiry, source });
  assert.deepEqual((await spool.read(id)).source, source);
  const old = '1740000000000-0123456789abcdef';
  const record = { version: 2, receivedAt: '2025-02-19T21:20:00.000Z', ...enquiry };
  await writeFile(path.join(dir, 'new', `${old}.json`), JSON.stringify(record));
  const mail = await spool.read(old);
  assert.deepEqual(mail.fields, enquiry.fields);
  assert.equal(mail.source, undefined);
});

test('a record spooled by the previous version (attachment inline as base64) is still read', async () => {
  const id = '1740000000000-0123456789abcdef';
  const bytes = Buffer.from('%PDF-1.4 old spool');
  const v1 = {
    version: 1,
    receivedAt: '2025-02-19T21:20:00.000Z',
    record: {
      ...enquiry,
      file: { filename: 'cv.pdf', contentType: 'application/pdf', base64: bytes.toString('base64') },
    },
  };
  await writeFile(path.join(dir, 'new', `${id}.json`), JSON.stringify(v1));
  const mail = await spool.read(id);
  assert.deepEqual(mail.fields, enquiry.fields);
  assert.deepEqual(await bytesOf(mail.file?.content), bytes);
});

test('a record whose attachment is missing or cut short is refused on read, not sent without it', async () => {
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.alloc(1000, 0x25)) });
  await writeFile(path.join(dir, 'new', `${id}.attachment`), Buffer.alloc(10));
  await assert.rejects(spool.read(id), /has 10 bytes, its record says 1000/);
  await rm(path.join(dir, 'new', `${id}.attachment`));
  await assert.rejects(spool.read(id), { code: 'ENOENT' });
});

test('an attachment whose record never landed (a crash mid-accept) is swept on open; a whole submission is kept', async () => {
  const kept = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.from('%PDF')) });
  await writeFile(path.join(dir, 'new', '1700000000000-00000000000000ff.attachment'), 'orphan');
  await new Spool(dir).open();
  assert.deepEqual((await readdir(path.join(dir, 'new'))).sort(), [`${kept}.attachment`, `${kept}.json`]);
});

test('a failed submission takes its attachment to failed/', async () => {
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.from('%PDF')) });
  await spool.fail(id);
  assert.deepEqual(await readdir(path.join(dir, 'new')), []);
  assert.deepEqual((await readdir(path.join(dir, 'failed'))).sort(), [`${id}.attachment`, `${id}.json`]);
});

test('a delivered submission leaves nothing behind, attachment included', async () => {
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.from('%PDF')) });
  await spool.remove(id);
  assert.deepEqual(await readdir(path.join(dir, 'new')), []);
});

test('concurrent submissions are committed together (group commit) and all split back whole', async () => {
  const ids = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      spool.enqueue({ ...enquiry, fields: { ...enquiry.fields, message: `m${i}` } }),
    ),
  );
  assert.equal(new Set(ids).size, 200);
  const batches = (await readdir(path.join(dir, 'new'))).filter((name) => name.endsWith('.batch'));
  assert.ok(batches.length < 20, `200 concurrent submissions share fsyncs: ${batches.length} batches`);
  assert.deepEqual(
    (await spool.batched()).map(({ id }) => id),
    [...ids].sort(),
  );
  await spool.unbatch();
  assert.deepEqual(await spool.list(), [...ids].sort());
  assert.deepEqual(
    await readdir(path.join(dir, 'new')),
    ids.map((id) => `${id}.json`).sort(),
    'no batch left once split',
  );
  const messages = await Promise.all(ids.map(async (id) => (await spool.read(id)).fields.message));
  assert.deepEqual(
    messages,
    ids.map((_, i) => `m${i}`),
  );
});

test('splitting a batch again (a crash before the batch was removed) neither loses nor doubles a record', async () => {
  const id = await spool.enqueue(enquiry);
  const [batch] = await readdir(path.join(dir, 'new'));
  const copy = await readFile(path.join(dir, 'new', batch!));
  await spool.unbatch();
  await writeFile(path.join(dir, 'new', batch!), copy); // as if the removal never reached the disk
  await spool.unbatch();
  assert.deepEqual(await spool.list(), [id]);
  assert.deepEqual(await readdir(path.join(dir, 'new')), [`${id}.json`]);
});

test('a batch with a line that is not a record splits the good lines and moves to failed/ for a person', async () => {
  const id = await spool.enqueue(enquiry);
  const [batch] = await readdir(path.join(dir, 'new'));
  await writeFile(
    path.join(dir, 'new', batch!),
    `${await readFile(path.join(dir, 'new', batch!), 'utf8')}{"version":2,"trunc\n`,
  );
  await spool.unbatch();
  assert.deepEqual(await spool.list(), [id]);
  assert.deepEqual(await readdir(path.join(dir, 'failed')), [batch]);
});

test('once enqueue resolves the submission sits complete in new/ (in its batch) and nothing is left in tmp/', async () => {
  const id = await spool.enqueue(enquiry);
  const names = await readdir(path.join(dir, 'new'));
  assert.deepEqual(names, [`${id}.batch`]);
  assert.match(await readFile(path.join(dir, 'new', names[0]!), 'utf8'), new RegExp(`"id":"${id}"`));
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
  await spool.unbatch();
  assert.deepEqual(await spool.list(), [id]);
});

test('a half-written file left in tmp/ by a crash is never listed, and a restart sweeps it with any partial upload', async () => {
  await writeFile(path.join(dir, 'tmp', '1700000000000-00000000000000ff.json'), '{"version":1,"rec');
  await writeFile(path.join(dir, 'tmp', 'upload-0123456789abcdef'), '%PDF-1.4 cut off');
  assert.deepEqual(await spool.list(), []);
  await new Spool(dir).open();
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
  assert.deepEqual(await spool.list(), []);
});

test('records are listed oldest first', async () => {
  const later = await accept(enquiry, new Date('2025-01-02'));
  const earlier = await accept(enquiry, new Date('2025-01-01'));
  assert.deepEqual(await spool.list(), [earlier, later]);
});

test('a removed record is gone for good', async () => {
  const id = await accept(enquiry);
  await spool.remove(id);
  assert.deepEqual(await spool.list(), []);
  await assert.rejects(spool.read(id), { code: 'ENOENT' });
});

test('a failed record moves to failed/ and is kept there', async () => {
  const id = await accept(enquiry);
  await spool.fail(id);
  assert.deepEqual(await spool.list(), []);
  assert.deepEqual(await spool.list('failed'), [id]);
});

test('an id that is not a spool id never becomes a path', async () => {
  await assert.rejects(spool.read('../../etc/passwd'), /not a spool id/);
  await assert.rejects(spool.remove('x/../../y'), /not a spool id/);
});
