// The spool's record format on a real disk: what a line keeps, and how a
// record of either version reads back for delivery.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { destinationsIn, parseRecord, recordLine, spooledMail } from '../../mail/queue/spool/spool-record.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-record-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const id = '1740000000000-0123456789abcdef';
const receivedAt = new Date('2025-02-19T21:20:00.000Z');
const resume = { filename: 'cv.pdf', contentType: 'application/pdf', path: '/staged/upload-1', size: 4 };

test("a line keeps the fields, the source, the destinations and the resume's name, type and size, never its bytes or path", () => {
  const line = recordLine(
    id,
    { form: 'careers', fields: { name: 'Zoë' }, source: { utm_source: 'fair' }, file: resume },
    receivedAt,
    ['mail', 'webhook:crm'],
  );
  assert.ok(!line.includes('\n'), 'one line of its batch');
  assert.ok(!line.includes('/staged/'), 'the staging path is not kept');
  const record = parseRecord(line);
  assert.deepEqual(destinationsIn(record), ['mail', 'webhook:crm']);
  assert.deepEqual(record.version === 2 && record.file, {
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    size: 4,
  });
});

test('a record whose resume has another size than it says is refused on read, not sent short', async () => {
  const attachment = path.join(dir, `${id}.attachment`);
  await writeFile(attachment, 'abc');
  const record = parseRecord(recordLine(id, { form: 'careers', fields: {}, file: resume }, receivedAt, ['mail']));
  await assert.rejects(spooledMail(id, record, attachment), /has 3 bytes, its record says 4/);
  await writeFile(attachment, 'abcd');
  assert.equal((await spooledMail(id, record, attachment)).file?.filename, 'cv.pdf');
});

test('a version 1 record (resume inline) reads back whole and goes to the company mail alone', async () => {
  const bytes = Buffer.from('%PDF-1.4 old spool');
  const v1 = {
    version: 1,
    receivedAt: receivedAt.toISOString(),
    record: {
      form: 'enquiry',
      fields: { name: 'Ada' },
      file: { filename: 'cv.pdf', contentType: 'application/pdf', base64: bytes.toString('base64') },
    },
  };
  const mail = await spooledMail(id, parseRecord(JSON.stringify(v1)), path.join(dir, 'none'));
  assert.deepEqual(mail.destinations, ['mail']);
  assert.deepEqual(mail.file?.content, bytes);
});

test('a line that is not a spool record is refused', () => {
  assert.throws(() => parseRecord('{"version":2,"form":"enquiry"}'));
  assert.throws(() => parseRecord('{"version":2,"trunc'));
});
