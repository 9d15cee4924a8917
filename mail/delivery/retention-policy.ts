import { retentionDays as statedDays } from '../../src/content/retention.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long personal data is kept, as every queue applies it. */
export interface RetentionPolicy {
  /** Anything received longer ago than this, and no longer being delivered, is deleted. */
  retentionMs: number;
  /** The retry window the queues use: MAIL_RETRY_HOURS, never longer than the retention. */
  retryWindowMs: number;
  /** What the operator should know at start, in words; empty when the settings keep the site's promise. */
  warnings: string[];
}

/**
 * RETENTION_DAYS and MAIL_RETRY_HOURS as the queues apply them. A message
 * still being delivered is never deleted by retention, so the retry window is
 * cut to the retention: retried past it, a message would outlive the period
 * the site states. It is then given up as any other (logged), and deleted by
 * the next sweep. A retention longer than the site states (`stated`, from
 * src/content/retention.ts) is obeyed, but warned about: data would be kept
 * longer than visitors were told.
 */
export function retentionPolicy(
  { retentionDays, retryHours }: { retentionDays: number; retryHours: number },
  stated = statedDays,
): RetentionPolicy {
  const retentionMs = retentionDays * DAY_MS;
  const warnings: string[] = [];
  if (retentionDays > stated)
    warnings.push(
      `RETENTION_DAYS is ${retentionDays}, longer than the ${stated} days the privacy policy, the careers consent and the acknowledgement promise: personal data is kept longer than visitors were told. Set RETENTION_DAYS to ${stated} or less, or change retentionDays in src/content/retention.ts and rebuild so the site says so.`,
    );
  if (retryHours * HOUR_MS > retentionMs)
    warnings.push(
      `MAIL_RETRY_HOURS (${retryHours}) is longer than RETENTION_DAYS (${retentionDays} days): a message is retried for ${retentionDays * 24} hours at most, then given up and deleted, so that nothing is kept past RETENTION_DAYS.`,
    );
  return { retentionMs, retryWindowMs: Math.min(retryHours * HOUR_MS, retentionMs), warnings };
}
