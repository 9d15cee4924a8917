import assert from 'node:assert/strict';
import { test } from 'node:test';
import { retryDelay } from '../../mail/delivery/retry-delay.ts';

const bounds = { baseMs: 1_000, maxMs: 60_000 };

test('each retry waits about twice as long as the one before, up to the cap', () => {
  const fixed = () => 1;
  assert.deepEqual(
    [1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, bounds, fixed)),
    [1_000, 2_000, 4_000, 8_000, 60_000],
  );
});

test('jitter spreads retries over the upper half of the window, never to zero', () => {
  assert.equal(
    retryDelay(3, bounds, () => 0),
    2_000,
  );
  assert.equal(
    retryDelay(3, bounds, () => 0.5),
    3_000,
  );
});
