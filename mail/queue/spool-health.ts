import type { DestinationHealth, QueueHealth } from './mail-queue.ts';
import { receivedAtOf } from './mail-id.ts';
import type { Settlement } from './settlement-log.ts';
import type { Spool } from './spool.ts';

type Errors = [string, DestinationHealth['lastError']][];

/**
 * The spool's figures for /healthz, read from disk: what waits (batches
 * included), what is in failed/, and per destination what it still owes and
 * what it gave up, from each record's settlements. Read at most once a second
 * (HealthSampler), so its cost does not grow with the number of probes.
 */
export async function spoolHealth(spool: Spool, errors: Errors): Promise<QueueHealth> {
  const [records, listedBatches, failed] = await Promise.all([
    spool.list('new'),
    spool.batched(),
    spool.list('failed'),
  ]);
  // A record that leaves its batch for new/ while the two are listed shows in both: count it once.
  const inNew = new Set(records);
  const batched = listedBatches.filter(({ id }) => !inNew.has(id));
  const destinations: Record<string, DestinationHealth> = {};
  const of = (name: string) => (destinations[name] ??= { depth: 0, failed: 0, lastError: null });
  for (const [name, lastError] of errors) of(name).lastError = lastError;
  for (const { destinations: names } of batched) for (const name of names) of(name).depth++;
  for (const id of records) {
    const names = await spool.destinationsOf(id).catch((): string[] => []);
    const settled = await spool.settlements(id).catch(() => new Map<string, Settlement>());
    for (const name of names) {
      const outcome = settled.get(name)?.outcome;
      if (!outcome) of(name).depth++;
      else if (outcome === 'given-up') of(name).failed++;
    }
  }
  for (const id of failed)
    for (const [name, { outcome }] of await spool.settlements(id, 'failed').catch(() => new Map<string, Settlement>()))
      if (outcome === 'given-up') of(name).failed++;
  const waiting = [...records, ...batched.map(({ id }) => id)].sort();
  const oldest = waiting[0];
  const lastError = errors.reduce<DestinationHealth['lastError']>(
    (last, [, error]) => (error && (!last || error.at > last.at) ? error : last),
    null,
  );
  return {
    kind: 'spool',
    depth: waiting.length,
    oldestAgeSeconds:
      oldest === undefined ? null : Math.max(0, Math.round((Date.now() - receivedAtOf(oldest).getTime()) / 1000)),
    failed: failed.length,
    lastError,
    destinations,
  };
}
