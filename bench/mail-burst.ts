// The delivery half of `npm run bench:mail`: a burst of verified enquiries at
// full intake (50 keep-alive clients) for BENCH_BURST_SECONDS, the server
// delivering meanwhile to a local SMTP sink and a webhook receiver (both
// counting, neither parsing: their CPU is the benchmark's). Reports the
// leads delivered per second to each during the burst, after it (intake
// stopped, the queue full: what delivery itself can do, judged against 200/s)
// and overall, whether each had every lead within two minutes of the end, and
// the server's CPU per delivery once intake stopped.
import { Agent, request } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { multipartBody, validFields } from '../test/mail/form-post.ts';
import { verifiedPayloads } from './verified-posts.ts';

const CLIENTS = 50;
/** The bound: a burst drains within two minutes of its end. */
const DRAIN_BOUND_S = 120;

/** An SMTP server on loopback that takes every message and counts it. */
export async function startCountingSink(): Promise<{
  url: string;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** What a burst came to. */
export interface BurstFigures {
  accepted: number;
  intakePerSecond: number;
  /** The server's CPU (user + system) per delivery (one lead to one destination) from the burst's end to the last delivery. */
  cpuMsPerDeliveryAfter: number | null;
  /** Per destination; after the burst is while intake has stopped and the queue is still full: what delivery can do. */
  delivered: Record<
    string,
    {
      duringBurstPerSecond: number;
      afterBurstPerSecond: number;
      overallPerSecond: number;
      drainedAfterS: number | null;
    }
  >;
}

/**
 * Posts verified enquiries to url for `seconds` at full intake, then waits for `counters` to reach the accepted count.
 * `serverCpuMs` reads the server's CPU time so far: on a shared machine its rate swings with the other load, its CPU per lead much less.
 */
export async function burst(
  url: string,
  seconds: number,
  counters: Record<string, () => number>,
  serverCpuMs: () => number,
): Promise<BurstFigures> {
  const pool = await verifiedPayloads('enquiry', Math.ceil(seconds * 900));
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const base = Object.fromEntries(Object.entries(counters).map(([name, count]) => [name, count()]));
  const delivered = (name: string) => counters[name]!() - base[name]!;
  let accepted = 0;
  // Each client from a loopback address in a /24 of its own, as 50 visitors are (per-address limits).
  const postOnce = async (localAddress: string) => {
    const altcha = pool.pop() ?? (await verifiedPayloads('enquiry', 1))[0]!;
    const { contentType, body } = multipartBody({ ...validFields.enquiry, altcha });
    return new Promise<number>((resolve) => {
      const req = request(`${url}/mail/enquiry`, {
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(body);
    });
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      while (performance.now() < end) if ((await postOnce(`127.0.${i}.1`)) === 202) accepted++;
    }),
  );
  const ended = performance.now();
  const cpuAtEnd = serverCpuMs();
  agent.destroy();
  const atEnd = Object.fromEntries(Object.keys(counters).map((name) => [name, delivered(name)]));
  let cpuAtLast: number | undefined;
  const drainedAt: Record<string, number | null> = Object.fromEntries(
    Object.keys(counters).map((name) => [name, null]),
  );
  while (
    performance.now() - ended < (DRAIN_BOUND_S + 30) * 1000 &&
    Object.values(drainedAt).some((at) => at === null)
  ) {
    for (const name of Object.keys(counters))
      if (drainedAt[name] === null && delivered(name) >= accepted) drainedAt[name] = performance.now();
    if (Object.values(drainedAt).every((at) => at !== null)) cpuAtLast ??= serverCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const burstS = (ended - started) / 1000;
  const deliveriesAfter = Object.values(atEnd).reduce((sum, done) => sum + accepted - done, 0);
  return {
    accepted,
    cpuMsPerDeliveryAfter:
      cpuAtLast !== undefined && deliveriesAfter > 0 ? (cpuAtLast - cpuAtEnd) / deliveriesAfter : null,
    intakePerSecond: accepted / burstS,
    delivered: Object.fromEntries(
      Object.keys(counters).map((name) => {
        const at = drainedAt[name] ?? performance.now();
        const afterBurstPerSecond =
          (Math.min(delivered(name), accepted) - atEnd[name]!) / Math.max(0.001, (at - ended) / 1000);
        return [
          name,
          {
            duringBurstPerSecond: atEnd[name]! / burstS,
            afterBurstPerSecond,
            overallPerSecond: delivered(name) / ((at - started) / 1000),
            drainedAfterS: drainedAt[name] === null ? null : (drainedAt[name]! - ended) / 1000,
          },
        ];
      }),
    ),
  };
}

/** Prints a burst's figures against the bounds. */
export function printBurst(label: string, seconds: number, figures: BurstFigures): void {
  console.log(
    `\n${label}: ${seconds} s burst of verified enquiries, ${figures.accepted} accepted (${figures.intakePerSecond.toFixed(0)}/s)`,
  );
  for (const [name, { duringBurstPerSecond, afterBurstPerSecond, overallPerSecond, drainedAfterS }] of Object.entries(
    figures.delivered,
  )) {
    const drained =
      drainedAfterS === null
        ? `NOT drained ${DRAIN_BOUND_S + 30} s after the end`
        : `drained ${drainedAfterS.toFixed(1)} s after the end (${drainedAfterS <= DRAIN_BOUND_S ? 'within' : 'NOT within'} 2 min)`;
    const met = afterBurstPerSecond >= 200 ? 'met' : 'NOT met';
    console.log(
      `  ${name.padEnd(8)} ${duringBurstPerSecond.toFixed(0).padStart(5)} delivered/s during the burst, ${afterBurstPerSecond.toFixed(0).padStart(5)}/s after it (≥ 200: ${met}), ${overallPerSecond.toFixed(0).padStart(5)}/s overall; ${drained}`,
    );
  }
  if (figures.cpuMsPerDeliveryAfter !== null)
    console.log(
      `  server CPU after the burst: ${figures.cpuMsPerDeliveryAfter.toFixed(2)} ms per delivery (one lead to one destination)`,
    );
}
