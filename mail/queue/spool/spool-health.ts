import type { DrainRate } from '../drain-rate.ts';
import type { DestinationHealth, QueueHealth } from '../mail-queue.ts';
import type { Spool } from './spool.ts';

type Errors = [string, DestinationHealth['lastError']][];

/**
 * The spool's figures for /healthz, from its tally in memory (spool-tally.ts):
 * what waits, what is in failed/, and per destination what it still owes,
 * what it gave up and how fast it delivers, so the answer costs the same with
 * five records waiting or fifty thousand. The one disk access is a small
 * write where posts are staged: a spool whose disk cannot take a post
 * throws, and /healthz says down.
 */
export async function spoolHealth(spool: Spool, errors: Errors, drain: DrainRate): Promise<QueueHealth> {
  await spool.checkWritable();
  const { depth, oldestAgeSeconds, failed, destinations: figures } = spool.tally.figures();
  const destinations: Record<string, DestinationHealth> = {};
  const of = (name: string) =>
    (destinations[name] ??= {
      depth: 0,
      oldestAgeSeconds: null,
      failed: 0,
      lastError: null,
      drainPerMinute: drain.perMinute(name),
    });
  for (const [name, lastError] of errors) of(name).lastError = lastError;
  for (const [name, figure] of Object.entries(figures)) Object.assign(of(name), figure);
  const lastError = errors.reduce<DestinationHealth['lastError']>(
    (last, [, error]) => (error && (!last || error.at > last.at) ? error : last),
    null,
  );
  return { kind: 'spool', depth, oldestAgeSeconds, failed, lastError, destinations };
}
