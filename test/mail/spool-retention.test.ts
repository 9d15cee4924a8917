// The spool's retention sweep on a real disk: given-up records and their
// resumes older than the retention are deleted; younger ones, and mail still
// being delivered however old, stay.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { sweepSpool } from '../../mail/queue/spool/spool-retention.ts';
import { Spool } from '../../mail/queue/spool/spool.ts';
import { stagedFile } from './staged-file.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');
/** The cut-off of a 30-day retention at `now`. */
const before = new Date(now - 30 * DAY);
const daysAgo = (days: number) => new Date(now - days * DAY);

let dir: string;
let spool: Spool;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-retention-'));
  spool = await new Spool(dir).open();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** An application with a resume, received at receivedAt as the worker sees it. */
async function application(receivedAt: Date): Promise<string> {
  const file = await stagedFile(spool.stagingDir, Buffer.from('%PDF-1.7 resume'));
  const fields = { name: 'Ada Lovelace', email: 'ada@example.com' };
  const id = await spool.enqueue({ form: 'careers', fields, file }, receivedAt, ['mail']);
  return id;
}

/** An application the worker gave up on: settled as given up, moved to failed/ with its resume. */
async function givenUp(receivedAt: Date): Promise<string> {
  const id = await application(receivedAt);
  await spool.settle(id, {
    destination: 'mail',
    outcome: 'given-up',
    reason: '550 refused',
    at: receivedAt.toISOString(),
  });
  await spool.fail(id);
  return id;
}

const filesIn = async (folder: string) => (await readdir(path.join(dir, folder))).sort();

describe('the spool retention sweep', () => {
  it('deletes a given-up record older than the retention, with its resume and settlements', async () => {
    const old = await givenUp(daysAgo(31));
    assert.deepEqual(await filesIn('failed'), [`${old}.attachment`, `${old}.json`, `${old}.state`]);
    const swept = await sweepSpool(spool, before);
    assert.deepEqual(await filesIn('failed'), []);
    assert.deepEqual(swept, { deleted: { 'given-up records': 1, resumes: 1 }, stillDelivering: 0 });
  });

  it('keeps a given-up record younger than the retention, resume included, for a person to look at', async () => {
    const young = await givenUp(daysAgo(29));
    const swept = await sweepSpool(spool, before);
    assert.deepEqual(await filesIn('failed'), [`${young}.attachment`, `${young}.json`, `${young}.state`]);
    assert.deepEqual(swept.deleted, { 'given-up records': 0, resumes: 0 });
    assert.deepEqual(await spool.list('failed'), [young]);
  });

  it('never deletes mail still being delivered, however old: it is counted instead', async () => {
    const pending = await application(daysAgo(45));
    const swept = await sweepSpool(spool, before);
    assert.equal(swept.stillDelivering, 1);
    assert.deepEqual(await spool.list(), [pending]);
    const mail = await spool.read(pending);
    assert.equal(mail.file?.filename, 'cv.pdf', 'its resume is still there to send');
  });

  it('deletes an unreadable batch moved to failed/ by its age, and leaves files that are not a submission', async () => {
    const oldBatch = `${daysAgo(40).getTime()}-00000000000000ab.batch`;
    await writeFile(path.join(dir, 'failed', oldBatch), 'not json\n');
    await writeFile(path.join(dir, 'failed', 'NOTES.txt'), 'a person put this here');
    const swept = await sweepSpool(spool, before);
    assert.deepEqual(await filesIn('failed'), ['NOTES.txt']);
    assert.equal(swept.deleted['given-up records'], 1);
  });

  it('sorts a mixed spool by age alone', async () => {
    const old = await givenUp(daysAgo(60));
    const young = await givenUp(daysAgo(1));
    const pending = await application(daysAgo(31));
    const swept = await sweepSpool(spool, before);
    assert.deepEqual(await spool.list('failed'), [young]);
    assert.deepEqual(await spool.list(), [pending]);
    assert.ok(!(await filesIn('failed')).some((name) => name.startsWith(old)), 'nothing of the old record is left');
    assert.deepEqual(swept, { deleted: { 'given-up records': 1, resumes: 1 }, stillDelivering: 1 });
  });
});
