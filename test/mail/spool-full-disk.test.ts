// The mail server on a disk that fills up: DATA_DIR on a 256 KB tmpfs, a real
// full disk. An upload that does not fit is refused and takes its half-written
// file with it, so the disk is not left full and the next, smaller submission
// is accepted.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { formData, pdf, post, startFormServer, validFields } from './form-post.ts';

let dir: string;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'it-spool-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
  } catch (error) {
    throw new Error(`this test mounts a 256 KB tmpfs and needs root (as CI has): ${(error as Error).message}`, {
      cause: error,
    });
  }
});
after(async () => {
  execFileSync('umount', [dir]);
  await rm(dir, { recursive: true, force: true });
});

test('an upload too big for the disk gets 503, leaves nothing in tmp/, and the next small post is accepted', async (t) => {
  const big = await startFormServer({ DATA_DIR: dir, MAIL_RATE_PER_MINUTE: '100' });
  t.after(() => big.close());
  const resume = { name: 'cv.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(300 * 1024, 0x20)]) };
  const refused = await post(`${big.url}/mail/careers`, formData(validFields.careers, resume));
  assert.equal(refused.status, 503, await refused.clone().text());
  assert.match(((await refused.json()) as { message: string }).message, /unavailable right now/);
  assert.deepEqual(await readdir(path.join(dir, 'spool', 'tmp')), [], 'the half-written upload went with the error');
  const accepted = await post(`${big.url}/mail/enquiry`, formData(validFields.enquiry));
  assert.equal(accepted.status, 202, await accepted.clone().text());
});
