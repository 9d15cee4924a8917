// The delivery rules every queue follows, judged at a fixed instant with fixed
// jitter: when a message is given up on, how long it waits, and when the whole
// queue pauses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide, type PolicyContext } from '../../mail/delivery/delivery-policy.ts';

const receivedAt = new Date('2026-03-01T09:00:00Z');
const minute = 60_000;
/** One minute after acceptance, well inside a ten-minute window; jitter at its top, so the delay is the full backoff. */
const at = (msAfter: number, random = () => 1): PolicyContext => ({
  now: receivedAt.getTime() + msAfter,
  retryWindowMs: 10 * minute,
  retry: { baseMs: 1_000, maxMs: 60_000 },
  random,
});

describe('the delivery policy', () => {
  it('gives up at once on a permanent refusal, even on the first attempt', () => {
    assert.deepEqual(decide({ kind: 'permanent' }, receivedAt, 1, at(0)), { action: 'give-up', reason: 'permanent' });
  });

  it('names a permanent refusal as such even after the window has ended', () => {
    assert.deepEqual(decide({ kind: 'permanent' }, receivedAt, 9, at(60 * minute)), {
      action: 'give-up',
      reason: 'permanent',
    });
  });

  it('gives up on a passing failure once the retry window has ended, and not a millisecond before', () => {
    assert.deepEqual(decide({ kind: 'transient' }, receivedAt, 4, at(10 * minute)), {
      action: 'give-up',
      reason: 'window-ended',
    });
    assert.equal(decide({ kind: 'transient' }, receivedAt, 4, at(10 * minute - 1)).action, 'retry');
  });

  it('gives up when the relay has been down for the whole window', () => {
    assert.deepEqual(decide({ kind: 'relay-down' }, receivedAt, 30, at(11 * minute)), {
      action: 'give-up',
      reason: 'window-ended',
    });
  });

  it('retries a passing failure after the backoff, doubling per attempt up to the cap, without pausing the queue', () => {
    const delays = [1, 2, 3, 7, 20].map((attempts) => decide({ kind: 'transient' }, receivedAt, attempts, at(minute)));
    assert.deepEqual(
      delays,
      [1_000, 2_000, 4_000, 60_000, 60_000].map((delayMs) => ({ action: 'retry', delayMs, pauseQueue: false })),
    );
  });

  it('pauses the whole queue for the delay while the relay is down', () => {
    assert.deepEqual(decide({ kind: 'relay-down' }, receivedAt, 3, at(minute)), {
      action: 'retry',
      delayMs: 4_000,
      pauseQueue: true,
    });
  });

  it('spreads retries with the jitter it is given: the upper half of the backoff, never zero', () => {
    const low = decide(
      { kind: 'transient' },
      receivedAt,
      3,
      at(minute, () => 0),
    );
    const mid = decide(
      { kind: 'transient' },
      receivedAt,
      3,
      at(minute, () => 0.5),
    );
    assert.deepEqual(
      [low, mid].map((d) => d.action === 'retry' && d.delayMs),
      [2_000, 3_000],
    );
  });

  it("waits for a peer's retry-after when it is longer than the backoff", () => {
    const decision = decide({ kind: 'transient', retryAfterMs: 30_000 }, receivedAt, 1, at(minute));
    assert.deepEqual(decision, { action: 'retry', delayMs: 30_000, pauseQueue: false });
  });

  it('keeps the backoff when the retry-after is shorter', () => {
    const decision = decide({ kind: 'relay-down', retryAfterMs: 500 }, receivedAt, 3, at(minute));
    assert.deepEqual(decision, { action: 'retry', delayMs: 4_000, pauseQueue: true });
  });

  it("honours a retry-after only up to the backoff's cap, so a peer cannot park a message for a day", () => {
    const decision = decide({ kind: 'transient', retryAfterMs: 24 * 60 * minute }, receivedAt, 1, at(minute));
    assert.deepEqual(decision, { action: 'retry', delayMs: 60_000, pauseQueue: false });
  });

  it('ignores a retry-after that is not a positive number', () => {
    for (const retryAfterMs of [-5_000, Number.NaN, Number.POSITIVE_INFINITY, 0])
      assert.deepEqual(decide({ kind: 'transient', retryAfterMs }, receivedAt, 2, at(minute)), {
        action: 'retry',
        delayMs: 2_000,
        pauseQueue: false,
      });
  });

  it('judges by the instant it is given, not the clock: a message accepted years ago is still inside its window', () => {
    const decision = decide({ kind: 'transient' }, new Date('2001-01-01T00:00:00Z'), 1, {
      ...at(0),
      now: Date.parse('2001-01-01T00:01:00Z'),
    });
    assert.deepEqual(decision, { action: 'retry', delayMs: 1_000, pauseQueue: false });
  });
});
