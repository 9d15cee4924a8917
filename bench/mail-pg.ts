// PostgreSQL for the mail benchmark: startMailPg() gives `npm run bench:mail`
// a throwaway cluster (test/support/postgres.ts) to run the same load against
// a server started with MAIL_QUEUE_URL set to its connection string.
//
// Run alone (`tsx bench/mail-pg.ts`), it measures the queue without HTTP:
// 50 concurrent enqueues for BENCH_SECONDS (default 10) per kind of post, with
// two workers draining into a null sender meanwhile, so the figures are the
// database's share of a post's cost.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mailDestination } from '../mail/delivery/mail-destination.ts';
import { PgQueue } from '../mail/queue/pg/pg-queue.ts';
import { startPostgres } from '../test/support/postgres.ts';
import { pdf, validFields } from '../test/mail/form-post.ts';

/** Starts a throwaway PostgreSQL; stop() shuts it down and deletes its data. */
export async function startMailPg(): Promise<{ connectionString: string; stop: () => Promise<void> }> {
  const server = await startPostgres();
  return { connectionString: server.url, stop: () => server.stop() };
}

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function benchQueue(): Promise<void> {
  const { connectionString, stop } = await startMailPg();
  const staging = await mkdtemp(path.join(tmpdir(), 'mail-pg-bench-'));
  const queue = new PgQueue({
    connectionString,
    stagingDir: staging,
    destinations: [
      mailDestination(
        { send: async () => 'discarded', close() {} },
        { siteName: 'Bench', from: 'web@example.com', to: 'sales@example.com' },
      ),
    ],
    retryWindowMs: 60_000,
    concurrency: 2,
    log: { info() {}, warn() {}, error: console.error },
  });
  await queue.open();
  queue.start();
  console.log(
    `PgQueue.enqueue: ${CLIENTS} concurrent callers, ${SECONDS} s per kind, PostgreSQL on loopback (fsync on), 2 workers draining\n`,
  );
  const resume = Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]);
  let staged = 0;
  for (const [name, form, fields, bytes] of [
    ['enquiry (5 text fields)', 'enquiry', validFields.enquiry, undefined],
    ['careers (200 KB resume)', 'careers', validFields.careers, resume],
  ] as const) {
    const latencies: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          // Staging the upload is the HTTP layer's cost, not the queue's: done before the clock starts.
          const file = bytes && path.join(staging, `${staged++}.upload`);
          if (file && bytes) await writeFile(file, bytes);
          const t = performance.now();
          await queue.enqueue({
            form,
            fields,
            ...(file &&
              bytes && {
                file: { filename: 'cv.pdf', contentType: 'application/pdf', path: file, size: bytes.length },
              }),
          });
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(26)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} enqueued/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   (${latencies.length})`,
    );
  }
  console.log(`\nstill queued at the end: ${(await queue.health()).depth}`);
  await queue.stop();
  await stop();
  await rm(staging, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchQueue();
