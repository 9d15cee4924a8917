// Uploads staged on disk while they arrive never outlive their request, with
// either queue: a post the client abandons leaves nothing, and the files of
// uploads cut off by a killed process are gone once it starts again.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readdir, writeFile } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { until } from '../support/until.ts';
import { fixtureDist } from './fixture-dist.ts';
import { formData, multipartBody, pdf, post, startFormServer, validFields } from './form-post.ts';
import { spawnServer } from './server-process.ts';

const UPLOADS = 20;

/** A resume big enough that most of it can be sent and the rest held back. */
const resume = Buffer.concat([pdf, Buffer.alloc(256 * 1024, 0x20)]);

/**
 * A careers post that sends all but the last 16 KB of its body and then waits, as a client on a dropped link does;
 * the `n`th from an address of its own (a /24 of its own), as one address may hold only a few (uploadCaps).
 */
function stalledUpload(url: string, n: number): ClientRequest {
  const { contentType, body } = multipartBody(validFields.careers, resume);
  const req = request(`${url}/mail/careers`, {
    method: 'POST',
    localAddress: `127.0.${n}.1`,
    headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
  });
  req.on('error', () => undefined); // the test ends it, or kills the server under it
  req.write(body.subarray(0, body.length - 16 * 1024));
  return req;
}

/** The staged uploads (upload-<hex>) in a folder. */
const uploadsIn = async (dir: string) =>
  (await readdir(dir).catch((): string[] => [])).filter((name) => name.startsWith('upload-'));

let postgres: TestPostgres | undefined;
let databases = 0;
before(async () => {
  postgres = await startPostgres();
});
after(() => postgres?.stop());

/** Each queue: its settings and where it stages uploads under DATA_DIR. */
const queues = {
  'local spool': { env: async (): Promise<Record<string, string>> => ({}), staging: 'spool/tmp' },
  PostgreSQL: {
    env: async (): Promise<Record<string, string>> => {
      const name = `staged_uploads_${++databases}`;
      await postgres!.sql(`CREATE DATABASE ${name}`);
      return { MAIL_QUEUE_URL: postgres!.url.replace(/\/postgres$/, `/${name}`) };
    },
    staging: 'uploads',
  },
};

for (const [queueName, queue] of Object.entries(queues)) {
  describe(`staged uploads (${queueName})`, () => {
    it('an upload the client abandons half-way leaves no file behind, and the next post is taken', async (t) => {
      const server = await startFormServer({ MAIL_RATE_PER_MINUTE: '100', ...(await queue.env()) });
      t.after(() => server.close());
      const staging = path.join(server.dataDir, queue.staging);
      const uploads = Array.from({ length: 5 }, (_, n) => stalledUpload(server.url, n));
      await until(async () => (await uploadsIn(staging)).length === uploads.length, 'the uploads to be staged');
      for (const upload of uploads) upload.destroy();
      await until(async () => (await uploadsIn(staging)).length === 0, 'the abandoned uploads to be deleted');
      const next = await post(
        `${server.url}/mail/careers`,
        formData(validFields.careers, { name: 'cv.pdf', bytes: pdf }),
      );
      assert.equal(next.status, 202);
    });

    it(`the files of ${UPLOADS} uploads cut off by a double SIGTERM are gone once the server starts again; nothing else is touched`, async (t) => {
      const { distDir, dataDir, cleanup } = await fixtureDist();
      t.after(cleanup);
      const env = {
        PORT: '0',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        MAIL_RATE_PER_MINUTE: '100',
        ...(await queue.env()),
      };
      const staging = path.join(dataDir, queue.staging);

      const first = spawnServer(env);
      t.after(() => first.child.kill('SIGKILL'));
      const url = await first.url;
      const uploads = Array.from({ length: UPLOADS }, (_, n) => stalledUpload(url, n));
      t.after(() => uploads.forEach((upload) => upload.destroy()));
      await until(async () => (await uploadsIn(staging)).length === UPLOADS, `${UPLOADS} uploads to be staged`);
      await writeFile(path.join(staging, 'notes.txt'), 'an operator’s file');
      // The first signal waits for the posts in progress; the second ends the process at once, as an impatient deploy does.
      first.child.kill('SIGTERM');
      await until(() => /SIGTERM received/.test(first.output()), 'the first SIGTERM to be taken');
      first.child.kill('SIGTERM');
      await once(first.child, 'exit');
      assert.equal((await uploadsIn(staging)).length, UPLOADS, 'the killed process left its partial uploads');

      const second = spawnServer(env);
      t.after(() => second.child.kill('SIGKILL'));
      await second.url;
      assert.deepEqual(await readdir(staging), ['notes.txt'], 'partial uploads deleted, the other file kept');
    });
  });
}
