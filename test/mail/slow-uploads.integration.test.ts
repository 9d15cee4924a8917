// Slow clients cannot starve others: an upload keeps its slot only while it
// makes progress, and one address (or one /24) holds only a few at once, so a
// visitor elsewhere is served while dozens of uploads trickle in.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { serverMessages } from '../../src/content/messages.ts';
import { multipartBody, startFormServer, validFields } from './form-post.ts';
import { openPost, statusOf, type RawAnswer, type RawPost } from './raw-post.ts';
import { until } from '../support/until.ts';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production pace (10 KB/s over a window) with the window cut from 10 s to 2 s, so a test takes seconds. */
const quickPace = { minBytesPerSecond: 10 * 1024, windowMs: 2_000, graceMs: 1_000 };

/** A careers post declaring a 3 MB body: its headers, and its first bytes (the fields and the file's start). */
function slowResume() {
  const { boundary, contentType, body } = multipartBody(validFields.careers, Buffer.alloc(0));
  const head = body.subarray(0, body.length - `--${boundary}--\r\n`.length);
  return { headers: { 'content-type': contentType, 'content-length': 3 * MB, accept: 'application/json' }, head };
}

/**
 * Opens a slow upload from `localAddress`: the head of a 3 MB post, then one
 * byte a second until it is answered; kept in `live` until then.
 */
function slowUpload(url: string, localAddress: string, live: Set<RawPost>): Promise<RawAnswer> {
  const { headers, head } = slowResume();
  const upload = openPost(`${url}/mail/careers`, headers, { localAddress, first: head });
  live.add(upload);
  const trickle = setInterval(() => upload.write('x'), 1_000);
  return upload.answer.finally(() => {
    clearInterval(trickle);
    live.delete(upload);
    upload.destroy();
  });
}

/** An enquiry posted whole from `localAddress`: its answer and how long it took. */
async function enquiry(url: string, localAddress: string): Promise<{ answer: RawAnswer; ms: number }> {
  const { contentType, body } = multipartBody(validFields.enquiry);
  const started = performance.now();
  const answer = await openPost(
    `${url}/mail/enquiry`,
    { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
    { localAddress, first: body },
  ).answer;
  return { answer, ms: performance.now() - started };
}

async function formServer(t: TestContext, pace = quickPace) {
  const server = await startFormServer({}, { uploadPace: pace });
  t.after(() => server.close());
  return server;
}

describe('slow clients cannot starve others', () => {
  it('64 uploads trickling a byte a second from 4 addresses: another address is accepted within 2 s every second, the slow ones get 408', async (t) => {
    const server = await formServer(t);
    const seen: RawAnswer[] = [];
    const live = new Set<RawPost>();
    let requests = 0;
    server.app.server.on('request', () => requests++);
    let attacking = true;
    // Each of the 64 opens its upload again as soon as it is answered, as an attacker would.
    const attackers = Array.from({ length: 64 }, async (_, i) => {
      while (attacking) {
        seen.push(await slowUpload(server.url, `127.0.0.${1 + (i % 4)}`, live));
        await sleep(500);
      }
    });
    t.after(() => {
      attacking = false;
      for (const upload of live) upload.destroy();
    });
    // From the moment the server has had all 64.
    await until(() => requests >= 64, 'the 64 uploads to reach the server');

    const visits: string[] = [];
    for (let second = 0; second < 15; second++) {
      const started = performance.now();
      const { answer, ms } = await enquiry(server.url, '127.0.1.1');
      visits.push(`${statusOf(answer)} in ${Math.round(ms)} ms`);
      assert.ok(statusOf(answer) === 202 && ms <= 2_000, `another address's enquiries: ${visits.join(', ')}`);
      await sleep(Math.max(0, 1_000 - (performance.now() - started)));
    }
    // The last uploads are cut within the pace's grace and window; any still unanswered after 10 s are ended here.
    attacking = false;
    await Promise.race([Promise.all(attackers), sleep(10_000)]);
    for (const upload of live) upload.destroy();
    await Promise.all(attackers);

    const statuses = seen.map(statusOf);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    t.diagnostic(`slow uploads: ${count(408)}×408, ${count(429)}×429, ${statuses.length} in all`);
    assert.ok(
      statuses.every((s) => s === 408 || s === 429),
      `only 408 and 429 expected, got ${[...new Set(statuses)].join(', ')}`,
    );
    assert.ok(count(408) >= 16, `each upload let in is cut once too slow: ${count(408)}×408`);
    const cut = seen.find((answer) => statusOf(answer) === 408)!;
    assert.ok('body' in cut && (JSON.parse(cut.body) as { message: string }).message === serverMessages.tooSlow);
    const refused = seen.find((answer) => statusOf(answer) === 429)!;
    assert.ok('headers' in refused && refused.headers['retry-after'] === '5');
  });

  it('the 5th upload at once from one address, and the 17th from one /24, are refused before their body is read', async (t) => {
    // The production pace: nothing here is cut for being slow while the test runs.
    const server = await formServer(t, { minBytesPerSecond: 10 * 1024, windowMs: 10_000, graceMs: 60_000 });
    const { headers, head } = slowResume();
    const open = (localAddress: string) =>
      openPost(`${server.url}/mail/careers`, headers, { localAddress, first: head });
    const held = [1, 2, 3, 4].flatMap((host) => [0, 1, 2, 3].map(() => open(`127.0.0.${host}`)));
    t.after(() => held.forEach((upload) => upload.destroy()));
    // The server has them all once a 5th from the first address is refused.
    await until(async () => statusOf(await open('127.0.0.1').answer), 'a 5th upload from 127.0.0.1 to be refused', {
      accept: (status) => status === 429,
    });

    const fifth = await open('127.0.0.2').answer;
    assert.equal(statusOf(fifth), 429, 'the 5th from one address');
    assert.ok('body' in fifth);
    assert.equal((JSON.parse(fifth.body) as { message: string }).message, serverMessages.tooManyUploads);
    assert.equal(statusOf(await open('127.0.0.5').answer), 429, 'the 17th from 127.0.0.0/24, from a fresh address');
    const elsewhere = await enquiry(server.url, '127.0.1.1');
    assert.equal(statusOf(elsewhere.answer), 202, 'an address in another /24 is served');

    // One of the first address's uploads ends: that address may upload again.
    held[0]!.destroy();
    const { contentType, body } = multipartBody(validFields.enquiry);
    const half = body.length >> 1;
    await until(
      async () => {
        const upload = openPost(
          `${server.url}/mail/enquiry`,
          { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
          { localAddress: '127.0.0.1', first: body.subarray(0, half) },
        );
        await sleep(300);
        upload.write(body.subarray(half));
        return statusOf(await upload.answer);
      },
      'a slot of 127.0.0.1 to be free again',
      { accept: (status) => status === 202 },
    );
    for (const upload of held) upload.destroy();
  });
});
