import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { Spool } from '../../mail/queue/spool/spool.ts';
import { stagedFile } from './staged-file.ts';

let dir: string;
let spool: Spool;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-'));
  spool = await new Spool(dir).open();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const accept = (...args: Parameters<Spool['enqueue']>) => spool.enqueue(...args);

/** new/ as a person sees it: batches, attachments and journals. */
const newFolder = async () => (await readdir(path.join(dir, 'new'))).sort();

/** What a restart sees: a spool opened afresh over the same folder. */
const reopened = () => new Spool(dir).open();

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
  const mail = await (await reopened()).read(old);
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
  const mail = await (await reopened()).read(id);
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
  await reopened();
  assert.deepEqual(await newFolder(), [`${kept}.attachment`, `${kept}.batch`]);
});

test('a failed submission takes its attachment to failed/', async () => {
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.from('%PDF')) });
  await spool.settle(id, {
    destination: 'mail',
    outcome: 'given-up',
    reason: 'refused for good',
    at: new Date().toISOString(),
  });
  await spool.fail(id);
  assert.deepEqual(await readdir(path.join(dir, 'new')), []);
  assert.deepEqual((await readdir(path.join(dir, 'failed'))).sort(), [`${id}.attachment`, `${id}.json`, `${id}.state`]);
  assert.equal((await spool.settlements(id, 'failed')).get('mail')?.reason, 'refused for good');
  assert.equal((await reopened().then((again) => again.list('failed'))).length, 1);
});

test('a delivered submission leaves nothing behind, attachment included', async () => {
  const id = await accept({ ...enquiry, file: await stagedFile(spool.stagingDir, Buffer.from('%PDF')) });
  await spool.remove(id);
  assert.deepEqual(await readdir(path.join(dir, 'new')), []);
});

test('concurrent submissions are committed together (group commit) and all read back whole', async () => {
  const ids = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      spool.enqueue({ ...enquiry, fields: { ...enquiry.fields, message: `m${i}` } }),
    ),
  );
  assert.equal(new Set(ids).size, 200);
  const batches = (await readdir(path.join(dir, 'new'))).filter((name) => name.endsWith('.batch'));
  assert.ok(batches.length < 20, `200 concurrent submissions share fsyncs: ${batches.length} batches`);
  for (const waiting of [spool, await reopened()]) {
    assert.deepEqual(await waiting.list(), [...ids].sort());
    const messages = await Promise.all(ids.map(async (id) => (await waiting.read(id)).fields.message));
    assert.deepEqual(
      messages,
      ids.map((_, i) => `m${i}`),
    );
  }
});

test('settlements and departures are journalled beside the batch, survive a restart, and the batch goes with its last record', async () => {
  const [first, second] = await Promise.all([spool.enqueue(enquiry), spool.enqueue(enquiry)]);
  const at = new Date().toISOString();
  await spool.settle(first, { destination: 'mail', outcome: 'delivered', at });
  await spool.remove(second);
  const [batch] = (await newFolder()).filter((name) => name.endsWith('.batch'));
  assert.deepEqual(await newFolder(), [batch, batch!.replace('.batch', '.settled')], 'one batch, one journal');
  const again = await reopened();
  assert.deepEqual(await again.list(), [first], 'the record that left stays gone');
  assert.deepEqual([...(await again.settlements(first)).keys()], ['mail'], 'what settled is remembered');
  assert.deepEqual(again.tally.figures().depth, 1);
  await again.remove(first);
  assert.deepEqual(await newFolder(), [], 'nothing left once every record has');
  assert.deepEqual(await (await reopened()).list(), []);
});

test('a journal line torn by a crash costs only that line; the next one lands whole', async () => {
  const id = await spool.enqueue(enquiry);
  await spool.settle(id, { destination: 'mail', outcome: 'delivered', at: new Date().toISOString() });
  const [journal] = (await newFolder()).filter((name) => name.endsWith('.settled'));
  await writeFile(
    path.join(dir, 'new', journal!),
    `${await readFile(path.join(dir, 'new', journal!), 'utf8')}{"id":"${id}","dest`,
  );
  const again = await reopened();
  await again.settle(id, { destination: 'webhook', outcome: 'delivered', at: new Date().toISOString() });
  assert.deepEqual([...(await (await reopened()).settlements(id)).keys()].sort(), ['mail', 'webhook']);
});

test('records split out of a batch by an earlier version are delivered from their own files, their settlements kept', async () => {
  const id = '1740000000000-0123456789abcdef';
  const record = {
    version: 2,
    id,
    receivedAt: '2025-02-19T21:20:00.000Z',
    ...enquiry,
    destinations: ['mail', 'webhook'],
  };
  await writeFile(path.join(dir, 'new', `${id}.json`), JSON.stringify(record));
  // A crash mid-split left the batch too: the same record, once.
  await writeFile(path.join(dir, 'new', `${id}.batch`), `${JSON.stringify(record)}\n`);
  await writeFile(
    path.join(dir, 'new', `${id}.state`),
    `${JSON.stringify({ destination: 'mail', outcome: 'delivered', at: record.receivedAt })}\n`,
  );
  const again = await reopened();
  assert.deepEqual(await again.list(), [id]);
  assert.deepEqual(await newFolder(), [`${id}.json`, `${id}.state`], 'the duplicate batch is gone');
  assert.deepEqual([...(await again.settlements(id)).keys()], ['mail']);
  await again.remove(id);
  assert.deepEqual(await newFolder(), []);
});

test('a batch with a line that is not a record delivers the good lines, then moves to failed/ for a person', async () => {
  const id = await spool.enqueue(enquiry);
  const [batch] = await readdir(path.join(dir, 'new'));
  await writeFile(
    path.join(dir, 'new', batch!),
    `${await readFile(path.join(dir, 'new', batch!), 'utf8')}{"version":2,"trunc\n`,
  );
  const again = await reopened();
  assert.deepEqual(await again.list(), [id]);
  await again.remove(id);
  assert.deepEqual(await readdir(path.join(dir, 'failed')), [batch]);
  assert.deepEqual(await newFolder(), []);
});

test('a record written to failed/ by a move a crash cut short is finished at open, not delivered again', async () => {
  const id = await spool.enqueue(enquiry);
  await writeFile(
    path.join(dir, 'failed', `${id}.json`),
    await readFile(path.join(dir, 'new', (await newFolder())[0]!)),
  );
  const again = await reopened();
  assert.deepEqual(await again.list(), []);
  assert.deepEqual(await again.list('failed'), [id]);
  assert.deepEqual(await newFolder(), []);
});

test('once enqueue resolves the submission sits complete in new/ (in its batch) and nothing is left in tmp/', async () => {
  const id = await spool.enqueue(enquiry);
  const names = await readdir(path.join(dir, 'new'));
  assert.deepEqual(names, [`${id}.batch`]);
  assert.match(await readFile(path.join(dir, 'new', names[0]!), 'utf8'), new RegExp(`"id":"${id}"`));
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
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
