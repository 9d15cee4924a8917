import path from 'node:path';
import { deleteExpiredFiles, submissionIdOf } from '../delete-expired-files.ts';
import type { RetentionSweep } from '../mail-queue.ts';
import type { Spool } from './spool.ts';

/** Names that stand for a record: its fields, or a batch of records (a batch in failed/ held an unreadable line). */
const isRecord = (name: string) => /\.(json|batch)$/.test(name);

/**
 * The spool's retention sweep: deletes from failed/ every record received
 * before `before` (given up on, or unreadable), with its settlements and its
 * stored resume. new/ holds only mail still being delivered, which retention
 * never deletes: such records that old are counted, not touched. One process
 * owns a spool, so nothing else sweeps it meanwhile.
 */
export async function sweepSpool(spool: Spool, before: Date): Promise<RetentionSweep> {
  const deleted = await deleteExpiredFiles(path.join(spool.dir, 'failed'), before);
  const records = new Set(deleted.filter(isRecord).map(submissionIdOf)).size;
  const resumes = deleted.filter((name) => name.endsWith('.attachment')).length;
  const stillDelivering = spool.waitingSince(before);
  return { deleted: { 'given-up records': records, resumes }, stillDelivering };
}
