// RETENTION_DAYS and MAIL_RETRY_HOURS as the queues apply them, and what the
// operator is told at start when they break what the site promises.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retentionPolicy } from '../../mail/delivery/retention-policy.ts';
import { loadConfig } from '../../mail/config.ts';
import { retentionDays } from '../../src/content/retention.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the retention policy', () => {
  it('keeps by default what the site states, with no warning', () => {
    const config = loadConfig({});
    assert.equal(config.RETENTION_DAYS, retentionDays);
    const policy = retentionPolicy({ retentionDays: config.RETENTION_DAYS, retryHours: config.MAIL_RETRY_HOURS });
    assert.deepEqual(policy, { retentionMs: retentionDays * DAY, retryWindowMs: 48 * HOUR, warnings: [] });
  });

  it('accepts a shorter retention silently: keeping less than promised breaks no promise', () => {
    assert.deepEqual(retentionPolicy({ retentionDays: 7, retryHours: 48 }, 30).warnings, []);
  });

  it('warns when RETENTION_DAYS is longer than the site states, naming both', () => {
    const { warnings, retentionMs } = retentionPolicy({ retentionDays: 90, retryHours: 48 }, 30);
    assert.equal(retentionMs, 90 * DAY, 'the operator is obeyed');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^RETENTION_DAYS is 90, longer than the 30 days the privacy policy/);
  });

  it('cuts a retry window longer than the retention to the retention, and says so', () => {
    const { retryWindowMs, warnings } = retentionPolicy({ retentionDays: 2, retryHours: 72 }, 30);
    assert.equal(retryWindowMs, 2 * DAY);
    assert.deepEqual(warnings, [
      'MAIL_RETRY_HOURS (72) is longer than RETENTION_DAYS (2 days): a message is retried for 48 hours at most, then given up and deleted, so that nothing is kept past RETENTION_DAYS.',
    ]);
  });
});
