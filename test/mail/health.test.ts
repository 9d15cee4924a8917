// GET /healthz as a stranger and as an operator see it: anyone learns only
// whether the service is up; the operator's token shows the queue's depth, its
// oldest message, the failed count and the last delivery error, over HTTP.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { healthRoute } from '../../mail/http/health-route.ts';
import type { MailQueue, QueueHealth } from '../../mail/queue/mail-queue.ts';
import { Spool } from '../../mail/queue/spool/spool.ts';
import { formData, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';

const TOKEN = 'test-healthz-token-0123456789abcdef';

interface Health {
  status: string;
  warnings: string[];
  queue: {
    kind: string;
    depth: number;
    oldestAgeSeconds: number | null;
    failed: number;
    lastError: { at: string; message: string } | null;
    destinations: QueueHealth['destinations'];
  };
}

/** The operator's view, with the token. */
const health = async (url: string) => {
  const res = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  return (await res.json()) as Health;
};

/** A stranger's view: the status code, the caching and the whole body as text. */
const publicHealth = async (url: string) => {
  const res = await fetch(`${url}/healthz`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
};

describe('GET /healthz', () => {
  it('reports an empty, healthy queue on a fresh server: the status to anyone, the figures with the token', async (t) => {
    const server = await startFormServer({ HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    assert.deepEqual(await health(server.url), {
      status: 'ok',
      warnings: [],
      queue: {
        kind: 'spool',
        depth: 0,
        oldestAgeSeconds: null,
        failed: 0,
        lastError: null,
        destinations: { mail: { depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null, drainPerMinute: 0 } },
      },
    });
    assert.deepEqual(await publicHealth(server.url), {
      status: 200,
      cacheControl: 'max-age=1',
      body: '{"status":"ok"}',
    });
  });

  it("a message the relay refuses with 550 goes to failed/ at once: the token shows the relay's words, a stranger sees 'degraded'", async (t) => {
    const sink = await startSmtpSink({ reject: 'Mailbox unavailable: no such user here' });
    t.after(() => sink.close());
    const server = await startFormServer({ SMTP_URL: sink.url, HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    const res = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry));
    assert.equal(res.status, 202);
    const { id } = (await res.json()) as { id: string };

    await until(
      async () => (await health(server.url)).queue.failed === 1,
      'the refused message to be counted as failed',
    );
    assert.equal(sink.refused(), 1, 'moved after the one refusal, not after retries');
    const report = await health(server.url);
    assert.equal(report.status, 'degraded');
    assert.match(report.warnings[0] ?? '', /1 message could not be delivered/);
    assert.equal(report.queue.depth, 0);
    assert.match(report.queue.lastError?.message ?? '', /Mailbox unavailable: no such user here/);
    assert.deepEqual((await readdir(path.join(server.dataDir, 'spool', 'failed'))).sort(), [
      `${id}.json`,
      `${id}.state`,
    ]);
    assert.deepEqual(report.queue.destinations.mail, {
      depth: 0,
      oldestAgeSeconds: null,
      failed: 1,
      lastError: report.queue.lastError,
      drainPerMinute: 0,
    });
    assert.deepEqual(await publicHealth(server.url), {
      status: 200,
      cacheControl: 'max-age=1',
      body: '{"status":"degraded"}',
    });
  });

  it('while the relay is down a stranger sees no depth, error or address; the token shows them', async (t) => {
    const server = await startFormServer({ SMTP_URL: 'smtp://127.0.0.1:9', HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    for (const form of ['enquiry', 'contact'] as const)
      assert.equal((await post(`${server.url}/mail/${form}`, formData(validFields[form]))).status, 202);
    await until(async () => (await health(server.url)).queue.lastError !== null, 'a failed attempt');
    const report = await health(server.url);
    assert.equal(report.queue.depth, 2);
    assert.ok(report.queue.oldestAgeSeconds !== null && report.queue.oldestAgeSeconds < 60);
    assert.match(report.queue.lastError!.message, /127\.0\.0\.1:9/);

    const stranger = await publicHealth(server.url);
    assert.equal(stranger.status, 200);
    assert.deepEqual(JSON.parse(stranger.body), { status: 'ok' });
    assert.doesNotMatch(stranger.body, /depth|127\.0\.0\.1|ECONNREFUSED|error|spool/i);
  });

  it('a wrong token gets 401 and nothing else; without HEALTHZ_TOKEN no token at all opens the details', async (t) => {
    const server = await startFormServer({ HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    const unset = await startFormServer();
    t.after(() => unset.close());
    for (const [url, authorization] of [
      [server.url, `Bearer ${TOKEN.slice(0, -1)}x`],
      [server.url, `Bearer ${TOKEN}${TOKEN}`],
      [server.url, `Basic ${TOKEN}`],
      [server.url, 'Bearer'],
      [unset.url, 'Bearer '],
      [unset.url, `Bearer ${TOKEN}`],
    ] as const) {
      const res = await fetch(`${url}/healthz`, { headers: { authorization } });
      assert.equal(res.status, 401, authorization);
      assert.equal(res.headers.get('www-authenticate'), 'Bearer');
      assert.doesNotMatch(await res.text(), /depth|queue"|spool/);
    }
    assert.deepEqual(JSON.parse((await publicHealth(unset.url)).body), { status: 'ok' });
  });
});

/** A data folder whose spool already holds `count` enquiries received `minutesAgo`, written fast through the Spool API. */
async function backedUpSpool(t: { after: (fn: () => Promise<unknown>) => void }, count: number, minutesAgo: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'it-healthz-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const spool = await new Spool(path.join(dataDir, 'spool')).open();
  const receivedAt = new Date(Date.now() - minutesAgo * 60_000);
  await Promise.all(
    Array.from({ length: count }, () => spool.enqueue({ form: 'enquiry', fields: validFields.enquiry }, receivedAt)),
  );
  return dataDir;
}

describe('GET /healthz with the queue backed up (local spool)', () => {
  it("5,000 leads waiting 10 minutes behind a relay that is down: a stranger gets 200 'degraded' at once, the token the figures", async (t) => {
    const dataDir = await backedUpSpool(t, 5_000, 10);
    const server = await startFormServer({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    const times: number[] = [];
    for (let probe = 0; probe < 5; probe++) {
      const started = performance.now();
      const answer = await publicHealth(server.url);
      times.push(performance.now() - started);
      assert.deepEqual(answer, { status: 200, cacheControl: 'max-age=1', body: '{"status":"degraded"}' });
      await delay(1_000); // past the sampler's second: each probe reads the queue afresh
    }
    console.log(`public /healthz with 5,000 queued: ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    assert.ok(Math.max(...times) < 2_000, `answered in ${Math.max(...times).toFixed(0)} ms at most`);
    const report = await health(server.url);
    assert.equal(report.status, 'degraded');
    assert.equal(report.queue.depth, 5_000);
    assert.ok(report.queue.oldestAgeSeconds! >= 600, `oldest ${report.queue.oldestAgeSeconds} s`);
    assert.equal(report.queue.destinations.mail?.depth, 5_000);
    assert.equal(report.queue.destinations.mail?.drainPerMinute, 0);
    assert.ok(report.warnings.some((warning) => /oldest waiting message was accepted 10 minutes ago/.test(warning)));
  });

  it("a spool whose disk cannot take a post is 'down' with 503; only the token shows why", async (t) => {
    const dataDir = await backedUpSpool(t, 3, 0);
    const server = await startFormServer({ DATA_DIR: dataDir, HEALTHZ_TOKEN: TOKEN });
    t.after(() => server.close());
    assert.deepEqual(JSON.parse((await publicHealth(server.url)).body), { status: 'ok' });
    // Where posts are staged is no longer a folder: nothing can be written there, as on a disk gone read-only or away.
    const staging = path.join(dataDir, 'spool', 'tmp');
    await rm(staging, { recursive: true, force: true });
    await writeFile(staging, '');
    await delay(1_100);
    const stranger = await publicHealth(server.url);
    assert.deepEqual([stranger.status, stranger.body], [503, '{"status":"down"}']);
    const res = await fetch(`${server.url}/healthz`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.status, 503);
    assert.match(((await res.json()) as { message: string }).message, /cannot be read: ENOTDIR/);
  });
});

describe('GET /healthz under load', () => {
  /** A real route in front of a queue that counts its reads (and can be told to fail). */
  async function countingServer(t: { after: (fn: () => Promise<unknown>) => void }, fail = false) {
    const reads = { count: 0 };
    const figures: QueueHealth = {
      kind: 'spool',
      depth: 3,
      oldestAgeSeconds: 5,
      failed: 0,
      lastError: null,
      destinations: { mail: { depth: 3, oldestAgeSeconds: 5, failed: 0, lastError: null, drainPerMinute: 12 } },
    };
    const queue = {
      health: async () => {
        reads.count++;
        await delay(20);
        if (fail) throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        return figures;
      },
    } as unknown as MailQueue;
    const app = Fastify({ logger: false });
    app.register(healthRoute, { queue, token: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    t.after(() => app.close());
    const { port } = app.server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, reads };
  }

  it('500 probes at once read the queue at most once a second, the token sharing the same reading', async (t) => {
    const { url, reads } = await countingServer(t);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 500 }, () => publicHealth(url)));
    assert.equal((await health(url)).queue.depth, 3);
    const seconds = (performance.now() - started) / 1000;
    assert.ok(answers.every((answer) => answer.status === 200 && answer.body === '{"status":"ok"}'));
    assert.ok(reads.count <= 1 + Math.floor(seconds), `${reads.count} reads in ${seconds.toFixed(2)} s`);
    const before = reads.count;
    await delay(1_100);
    await publicHealth(url);
    assert.equal(reads.count, before + 1, 'a second later the queue is read afresh');
  });

  it("a queue that cannot be read is 'down' with 503; only the token shows why", async (t) => {
    const { url } = await countingServer(t, true);
    const stranger = await publicHealth(url);
    assert.equal(stranger.status, 503);
    assert.equal(stranger.body, '{"status":"down"}');
    const res = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.status, 503);
    assert.match(
      ((await res.json()) as { message: string }).message,
      /cannot be read: connect ECONNREFUSED 10\.0\.0\.5:5432/,
    );
  });
});
