// `npm run bench:mail`: how many form posts the mail server accepts per second
// with 50 concurrent clients on loopback, and how long each waits (p50, p99).
// The durable spool is on (every accepted post is written, fsynced and renamed
// before its 202) and the delivery worker drains it into the .eml outbox
// meanwhile. Not a test: it prints figures. BENCH_SECONDS sets each run's length.
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { fixtureDist } from '../mail/fixture-dist.ts';
import { formData, pdf, validFields } from '../mail/form-post.ts';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs CLIENTS loops posting `body()` to url for SECONDS; returns accepted count, failures and latencies. */
async function run(url: string, body: () => FormData) {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  const end = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', body: body(), headers: { accept: 'application/json' } });
      await res.arrayBuffer();
      if (res.status === 202) latencies.push(performance.now() - started);
      else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { accepted: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

const { distDir, dataDir, cleanup } = await fixtureDist();
const app = buildApp(loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, MAIL_RATE_PER_MINUTE: '100000000' }), { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

console.log(`mail server benchmark: ${CLIENTS} concurrent clients, ${SECONDS} s per form, loopback, durable spool (fsync) on`);
console.log(`spool and outbox in ${dataDir}\n`);
const resume = Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]);
for (const [name, url, body] of [
  ['enquiry (5 text fields)', '/mail/enquiry', () => formData(validFields.enquiry)],
  ['careers (200 KB resume)', '/mail/careers', () => formData(validFields.careers, { name: 'cv.pdf', bytes: resume })],
] as const) {
  const result = await run(base + url, body);
  const failed = [...result.failures].map(([status, count]) => `${count}×${status}`).join(', ') || 'none';
  console.log(`${name.padEnd(26)} ${result.perSecond.toFixed(0).padStart(6)} accepted/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   (${result.accepted} accepted; failures: ${failed})`);
}
const waiting = (await readdir(path.join(dataDir, 'spool', 'new'))).length;
console.log(`\nstill in the spool at the end (delivered after the run): ${waiting}`);
await app.close();
await cleanup();
