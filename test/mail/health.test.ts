// GET /healthz as an operator's probe sees it: the queue's depth, its oldest
// message, the failed count and the last delivery error, over HTTP.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formData, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';

interface Health {
  status: string;
  warnings: string[];
  queue: {
    kind: string;
    depth: number;
    oldestAgeSeconds: number | null;
    failed: number;
    lastError: { at: string; message: string } | null;
  };
}

const health = async (url: string) => {
  const res = await fetch(`${url}/healthz`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  return (await res.json()) as Health;
};

describe('GET /healthz', () => {
  it('reports an empty, healthy queue on a fresh server', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    assert.deepEqual(await health(server.url), {
      status: 'ok',
      warnings: [],
      queue: { kind: 'spool', depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null },
    });
  });

  it("a message the relay refuses with 550 goes to failed/ at once, and /healthz shows it with the relay's words", async (t) => {
    const sink = await startSmtpSink({ reject: 'Mailbox unavailable: no such user here' });
    t.after(() => sink.close());
    const server = await startFormServer({ SMTP_URL: sink.url });
    t.after(() => server.close());
    const started = Date.now();
    const res = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(res.status, 202);
    const { id } = (await res.json()) as { id: string };

    await until(
      async () => (await health(server.url)).queue.failed === 1,
      'the refused message to be counted as failed',
    );
    assert.ok(Date.now() - started < 4_000, 'moved at once, not after retries (the first retry is 5 s away)');
    const report = await health(server.url);
    assert.equal(report.status, 'warning');
    assert.match(report.warnings[0] ?? '', /1 message could not be delivered/);
    assert.equal(report.queue.depth, 0);
    assert.match(report.queue.lastError?.message ?? '', /Mailbox unavailable: no such user here/);
    assert.deepEqual(await readdir(path.join(server.dataDir, 'spool', 'failed')), [`${id}.json`]);
  });

  it('counts accepted mail that waits while the relay is down, with the age of the oldest', async (t) => {
    const server = await startFormServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    t.after(() => server.close());
    for (const form of ['enquiry', 'contact'] as const)
      assert.equal((await post(`${server.url}/mail/${form}`, formData(validFields[form]))).status, 202);
    await until(async () => (await health(server.url)).queue.lastError !== null, 'a failed attempt');
    const report = await health(server.url);
    assert.equal(report.queue.depth, 2);
    assert.ok(report.queue.oldestAgeSeconds !== null && report.queue.oldestAgeSeconds < 60);
    assert.match(report.queue.lastError!.message, /ECONNREFUSED|connect/);
  });
});
