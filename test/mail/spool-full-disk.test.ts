// The spool on a disk that fills up: a 256 KB tmpfs, a real full disk. A write
// that fails must take its half-written file with it, so the disk is not left
// full and the next, smaller submission is accepted.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Spool } from '../../mail/spool.ts';

let dir: string;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
  } catch (error) {
    throw new Error(`this test mounts a 256 KB tmpfs and needs root (as CI has): ${(error as Error).message}`);
  }
});
after(async () => {
  execFileSync('umount', [dir]);
  await rm(dir, { recursive: true, force: true });
});

test('a submission too big for the disk is refused, leaves nothing in tmp/, and the next small one is accepted', async () => {
  const spool = await new Spool(dir).open();
  const resume = { filename: 'cv.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(300 * 1024, 0x25) };
  await assert.rejects(spool.enqueue({ form: 'careers', fields: { name: 'Ada' }, file: resume }), { code: 'ENOSPC' });
  assert.deepEqual(await readdir(path.join(dir, 'tmp')), []);
  const id = await spool.enqueue({ form: 'enquiry', fields: { name: 'Ada', message: 'A short question' } });
  assert.deepEqual(await spool.list(), [id]);
});
