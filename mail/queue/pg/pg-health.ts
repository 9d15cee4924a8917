import type pg from 'pg';
import { mailIdPattern, receivedAtOf } from '../mail-id.ts';
import type { DestinationHealth, QueueHealth } from '../mail-queue.ts';

/**
 * /healthz's one query, per destination and for the whole queue, read from
 * the partial index of unsettled deliveries (pg-schema.ts) and that of failed
 * messages: ids start with their time of receipt, so the least is the oldest,
 * and no row of mail.message is read. A message is owed while any of its
 * deliveries is (it leaves once all are delivered, or becomes failed).
 */
const HEALTH_QUERY = `
  SELECT destination,
         count(*) FILTER (WHERE failed_at IS NULL) AS depth,
         min(mail_id) FILTER (WHERE failed_at IS NULL) AS oldest,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
  FROM mail.delivery WHERE delivered_at IS NULL GROUP BY destination
  UNION ALL
  SELECT NULL, count(DISTINCT mail_id) FILTER (WHERE failed_at IS NULL),
         min(mail_id) FILTER (WHERE failed_at IS NULL),
         (SELECT count(*) FROM mail.message WHERE failed_at IS NOT NULL)
  FROM mail.delivery WHERE delivered_at IS NULL`;

/** Whole seconds since the message with this id was received, or null for none. */
const ageOf = (id: string | null) =>
  id === null || !mailIdPattern.test(id)
    ? null
    : Math.max(0, Math.floor((Date.now() - receivedAtOf(id).getTime()) / 1000));

/** What only this process knows of delivery: the errors it saw and how fast it drained. */
export interface DeliverySeen {
  /** The last failure this process saw, of a delivery or of the database. */
  readonly lastError: QueueHealth['lastError'];
  lastErrorOf(destination: string): QueueHealth['lastError'];
  drainPerMinute(destination: string): number;
}

/**
 * Depth, oldest and failed count for the whole queue (all instances) and
 * each destination, in one indexed query whatever the depth, with what this
 * process saw. The probe pool's timeouts (pg-pools.ts) make it fail within
 * seconds when the database does not answer.
 */
export async function pgHealth(
  probe: pg.Pool,
  destinations: readonly string[],
  seen: DeliverySeen,
): Promise<QueueHealth> {
  const { rows } = await probe.query<{
    destination: string | null;
    depth: string;
    oldest: string | null;
    failed: string;
  }>(HEALTH_QUERY);
  const byName: Record<string, DestinationHealth> = {};
  const of = (name: string) =>
    (byName[name] ??= {
      depth: 0,
      oldestAgeSeconds: null,
      failed: 0,
      lastError: seen.lastErrorOf(name),
      drainPerMinute: seen.drainPerMinute(name),
    });
  for (const name of destinations) of(name);
  let whole = { depth: 0, oldestAgeSeconds: null as number | null, failed: 0 };
  for (const { destination, depth, oldest, failed } of rows) {
    const figures = { depth: Number(depth), oldestAgeSeconds: ageOf(oldest), failed: Number(failed) };
    if (destination === null) whole = figures;
    else Object.assign(of(destination), figures);
  }
  return { kind: 'postgres', ...whole, lastError: seen.lastError, destinations: byName };
}
