import type pg from 'pg';
import type { RetentionSweep } from '../mail-queue.ts';

/** pg-boss's own default for keeping a finished job: retention may only shorten it. */
const PG_BOSS_DELETE_AFTER_SECONDS = 7 * 24 * 60 * 60;

/**
 * How long pg-boss keeps a finished job (its data names the message, its
 * output may quote a refusal that names an address): its default of a week,
 * or the retention when that is shorter.
 */
export const finishedJobSeconds = (retentionMs: number) =>
  Math.min(PG_BOSS_DELETE_AFTER_SECONDS, Math.floor(retentionMs / 1000));

/**
 * Messages received before $1 that no destination is still delivering: given
 * up on (mail.failed), or delivered and left behind. Their attachment and
 * delivery rows go with them (ON DELETE CASCADE); the attachments are counted
 * from the statement's snapshot, which still holds them. A message with any
 * delivery still owed is never deleted, whatever its age.
 */
const SWEEP = `
  WITH gone AS (
    DELETE FROM mail.message m
    WHERE m.received_at < $1
      AND NOT EXISTS (SELECT 1 FROM mail.delivery d
                      WHERE d.mail_id = m.id AND d.delivered_at IS NULL AND d.failed_at IS NULL)
    RETURNING m.id, m.failed_at
  )
  SELECT (SELECT count(*) FROM gone WHERE failed_at IS NOT NULL) AS failed,
         (SELECT count(*) FROM gone WHERE failed_at IS NULL) AS delivered,
         (SELECT count(*) FROM mail.attachment WHERE mail_id IN (SELECT id FROM gone)) AS resumes,
         (SELECT count(*) FROM mail.message WHERE received_at < $1 AND failed_at IS NULL
            AND id NOT IN (SELECT id FROM gone)) AS pending`;

/**
 * PostgreSQL's retention sweep: one idempotent DELETE by age, so instances
 * sweeping at once only find less to delete, and a worker settling a message
 * meanwhile is unharmed (a message is deleted only once nothing is owed, and a
 * settlement of a deleted message finds no row). pg-boss deletes its own
 * finished jobs (finishedJobSeconds); the acknowledgement ledger is swept apart.
 */
export async function sweepPostgres(pool: pg.Pool, before: Date): Promise<RetentionSweep> {
  const { rows } = await pool.query<Record<'failed' | 'delivered' | 'resumes' | 'pending', string>>(SWEEP, [before]);
  const { failed, delivered, resumes, pending } = rows[0]!;
  return {
    deleted: {
      'given-up messages': Number(failed),
      'messages left after delivery': Number(delivered),
      resumes: Number(resumes),
    },
    stillDelivering: Number(pending),
  };
}
