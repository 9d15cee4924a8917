import type { DestinationHealth, QueueHealth } from './mail-queue.ts';
import { receivedAtOf } from './mail-id.ts';
import type { Settlement } from './settlement-log.ts';
import type { Spool } from './spool.ts';

type Errors = [string, DestinationHealth['lastError']][];

/** Whole seconds since the record was received. */
const ageSeconds = (id: string) => Math.max(0, Math.round((Date.now() - receivedAtOf(id).getTime()) / 1000));

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
  const of = (name: string) =>
    (destinations[name] ??= { depth: 0, oldestAgeSeconds: null, failed: 0, lastError: null });
  // Ids start with their time of receipt, so the least is the oldest.
  const oldest = new Map<string, string>();
  const owes = (name: string, id: string) => {
    of(name).depth++;
    const known = oldest.get(name);
    if (known === undefined || id < known) oldest.set(name, id);
  };
  for (const [name, lastError] of errors) of(name).lastError = lastError;
  for (const { id, destinations: names } of batched) for (const name of names) owes(name, id);
  for (const id of records) {
    const names = await spool.destinationsOf(id).catch((): string[] => []);
    const settled = await spool.settlements(id).catch(() => new Map<string, Settlement>());
    for (const name of names) {
      const outcome = settled.get(name)?.outcome;
      if (!outcome) owes(name, id);
      else if (outcome === 'given-up') of(name).failed++;
    }
  }
  for (const id of failed)
    for (const [name, { outcome }] of await spool.settlements(id, 'failed').catch(() => new Map<string, Settlement>()))
      if (outcome === 'given-up') of(name).failed++;
  const waiting = [...records, ...batched.map(({ id }) => id)].sort();
  for (const [name, id] of oldest) of(name).oldestAgeSeconds = ageSeconds(id);
  const lastError = errors.reduce<DestinationHealth['lastError']>(
    (last, [, error]) => (error && (!last || error.at > last.at) ? error : last),
    null,
  );
  return {
    kind: 'spool',
    depth: waiting.length,
    oldestAgeSeconds: waiting[0] === undefined ? null : ageSeconds(waiting[0]),
    failed: failed.length,
    lastError,
    destinations,
  };
}
