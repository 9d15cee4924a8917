// `npm run bench:mail`: how many form posts the mail server accepts per second
// with 50 concurrent clients on loopback, how long each waits (p50, p99), and
// the server's peak memory, for the local spool and, when PostgreSQL can be
// started here, for the PostgreSQL queue. The server runs as `npm run serve`
// does, in its own process, logging to a file; the clients post prebuilt bodies
// over keep-alive connections from this one, so the figures are the server's.
// Every accepted post is durable before its 202, and the delivery worker drains
// the queue into the .eml outbox meanwhile. Not a test: it prints figures
// against the budget. BENCH_SECONDS sets each run's length; BENCH_NO_DELIVERY
// points the worker at a dead relay, to measure acceptance alone. Each queue
// runs without and with a signed webhook destination (a local receiver that
// answers 200), alternating, so the cost of a second destination shows in
// the same sitting. BENCH_QUEUES=spool or postgres measures one queue alone;
// BENCH_ROUNDS and BENCH_BURST_SECONDS set the intake rounds and the burst;
// BENCH_CPU_PROF=<dir> has each server write a CPU profile there.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import path from 'node:path';
import { fixtureDist } from '../test/mail/fixture-dist.ts';
import { multipartBody, pdf, validFields } from '../test/mail/form-post.ts';
import { until } from '../test/support/until.ts';
import { serverCommand, serverConfig } from '../test/support/server-command.ts';
import { startMailPg } from './mail-pg.ts';
import { burst, printBurst, startCountingSink } from './mail-burst.ts';
import { BENCH_HMAC_KEY } from './verified-posts.ts';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The budget for the local spool on a 2-core machine. */
const BUDGET = { perSecond: 2000, p99Ms: 50 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * The compiled server in its own process, as `npm run serve` runs it; resolves once
 * it listens. Its log goes to a file, as in production: a pipe to this busy
 * process would stall the server's log writes and measure the pipe.
 */
async function startServer(
  env: Record<string, string>,
  logFile: string,
): Promise<{ child: ChildProcess; url: string }> {
  const log = openSync(logFile, 'w');
  // BENCH_SERVER_DIR: another checkout's server (with its node_modules), to compare two versions on the same machine.
  const cwd = process.env.BENCH_SERVER_DIR ?? process.cwd();
  // A checkout from before the compiled server (no rollup.server.config) runs its server through tsx.
  const command = serverConfig(cwd)
    ? serverCommand(cwd)
    : ['--import', './tools/build/node-hooks.ts', 'mail/server.ts'];
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits, to see where its time went.
  if (process.env.BENCH_CPU_PROF)
    command.unshift('--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`);
  const child = spawn(process.execPath, command, {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const listening = /serving .* at (http:\/\/\S+?)"/;
  await until(async () => listening.test(await readFile(logFile, 'utf8')), `the server to listen (log: ${logFile})`, {
    timeoutMs: 30_000,
  });
  return { child, url: listening.exec(await readFile(logFile, 'utf8'))![1]! };
}

/** Runs CLIENTS loops posting body to url for SECONDS; returns accepted count, failures and latencies. */
async function run(url: string, { contentType, body }: { contentType: string; body: Buffer }) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  // Each client from a loopback address in a /24 of its own, as 50 visitors are: one address may upload only 4 at once.
  const postOnce = (localAddress: string) =>
    new Promise<string>((resolve) => {
      const req = request(url, {
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end(body);
    });
  const end = performance.now() + SECONDS * 1000;
  const client = async (_: unknown, i: number) => {
    while (performance.now() < end) {
      const started = performance.now();
      const status = await postOnce(`127.0.${i}.1`);
      if (status === '202') latencies.push(performance.now() - started);
      else failures.set(status, (failures.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    accepted: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** A process's CPU time so far (user + system), from /proc: clock ticks of 10 ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const peakRssMb = async (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const resume = Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]);
const loads = [
  ['enquiry (5 text fields)', '/mail/enquiry', multipartBody(validFields.enquiry)],
  ['careers (200 KB resume)', '/mail/careers', multipartBody(validFields.careers, resume)],
] as const;

type Figures = { perSecond: number; p50: number; p99: number };

/** One queue's runs: each form for SECONDS, then the server's peak RSS. */
async function benchQueue(name: string, env: Record<string, string>): Promise<Figures | undefined> {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const { child, url } = await startServer(
    { DIST_DIR: distDir, DATA_DIR: dataDir, MAIL_RATE_PER_MINUTE: '100000000', ...env },
    path.join(distDir, '..', 'server.log'),
  );
  console.log(`\n${name}`);
  let enquiry: Figures | undefined;
  try {
    for (const [label, route, body] of loads) {
      const result = await run(url + route, body);
      if (route === '/mail/enquiry') enquiry = result;
      const failed = [...result.failures].map(([status, count]) => `${count}×${status}`).join(', ') || 'none';
      console.log(
        `  ${label.padEnd(26)} ${result.perSecond.toFixed(0).padStart(6)} accepted/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   (${result.accepted} accepted; failures: ${failed})`,
      );
    }
    console.log(`  server peak RSS ${(await peakRssMb(child.pid!)).toFixed(0)} MB`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    await cleanup();
  }
  return enquiry;
}

/** A webhook receiver on loopback that answers 200 to everything, counting what it got (no verification: its CPU is the clients'). */
async function startReceiver(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const receiver = await startReceiver();
const webhook = { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// BENCH_QUEUES=spool (or postgres) measures one queue alone.
const queues = (process.env.BENCH_QUEUES ?? 'spool,postgres').split(',');

console.log(
  `mail server benchmark: ${CLIENTS} concurrent clients, ${SECONDS} s per form, loopback, server in its own process, durable queue on`,
);
// BENCH_NO_DELIVERY: the relay is unreachable, so the figures are acceptance alone, without the worker's disk traffic.
const relay: Record<string, string> = process.env.BENCH_NO_DELIVERY ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {};
const enquiries: Record<'mail only' | 'mail + webhook', number[]> = { 'mail only': [], 'mail + webhook': [] };
for (let round = 1; round <= (queues.includes('spool') ? ROUNDS : 0); round++) {
  const spool = await benchQueue(`local spool (DATA_DIR/spool), mail only, round ${round}`, relay);
  if (spool) {
    enquiries['mail only'].push(spool.perSecond);
    const met = spool.perSecond >= BUDGET.perSecond && spool.p99 <= BUDGET.p99Ms;
    console.log(
      `  budget: ≥ ${BUDGET.perSecond} enquiries/s with p99 ≤ ${BUDGET.p99Ms} ms: ${met ? 'met' : 'NOT met'} (${spool.perSecond.toFixed(0)}/s, p99 ${spool.p99.toFixed(1)} ms)`,
    );
  }
  const before = receiver.received();
  const hooked = await benchQueue(`local spool (DATA_DIR/spool), mail + webhook, round ${round}`, {
    ...relay,
    ...webhook,
  });
  if (hooked) enquiries['mail + webhook'].push(hooked.perSecond);
  console.log(`  webhooks delivered while it ran: ${receiver.received() - before}`);
}
console.log('\nlocal spool, enquiries accepted per second by round:');
for (const [label, figures] of Object.entries(enquiries))
  console.log(`  ${label.padEnd(16)} ${figures.map((figure) => figure.toFixed(0)).join(', ')}`);

/** Delivery beside intake: a burst of verified leads to an SMTP sink and the webhook receiver (BENCH_BURST_SECONDS, 0 skips it). */
async function benchBurst(label: string, env: Record<string, string>): Promise<void> {
  const seconds = Number(process.env.BENCH_BURST_SECONDS ?? 60);
  if (seconds <= 0) return;
  const sink = await startCountingSink();
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const server = await startServer(
    {
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      MAIL_RATE_PER_MINUTE: '100000000',
      ACKNOWLEDGE_FORMS: '',
      ALTCHA_HMAC_KEY: BENCH_HMAC_KEY,
      SMTP_URL: sink.url,
      ...webhook,
      ...env,
    },
    path.join(distDir, '..', 'server.log'),
  );
  try {
    const before = receiver.received();
    printBurst(
      label,
      seconds,
      await burst(server.url, seconds, { mail: sink.received, webhook: () => receiver.received() - before }, () =>
        cpuMs(server.child.pid!),
      ),
    );
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    await sink.close();
    await cleanup();
  }
}
if (queues.includes('spool')) await benchBurst('local spool, delivery to an SMTP sink and a webhook receiver', {});

// The same load against PostgreSQL (a throwaway cluster on loopback, fsync on), the queue for several instances.
let pgServer: Awaited<ReturnType<typeof startMailPg>> | undefined;
try {
  if (queues.includes('postgres')) pgServer = await startMailPg();
} catch (error) {
  console.log(`\nPostgreSQL: not measured, it could not be started here: ${(error as Error).message.split('\n')[0]}`);
}
if (pgServer) {
  try {
    await benchQueue('PostgreSQL (MAIL_QUEUE_URL), mail only', { MAIL_QUEUE_URL: pgServer.connectionString, ...relay });
    await benchQueue('PostgreSQL (MAIL_QUEUE_URL), mail + webhook', {
      MAIL_QUEUE_URL: pgServer.connectionString,
      ...relay,
      ...webhook,
    });
    await benchBurst('PostgreSQL, delivery to an SMTP sink and a webhook receiver', {
      MAIL_QUEUE_URL: pgServer.connectionString,
    });
  } finally {
    await pgServer.stop();
  }
}
await receiver.close();
