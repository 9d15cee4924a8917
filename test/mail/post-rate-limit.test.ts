import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientKey, PostRateLimit } from '../../mail/post-rate-limit.ts';

/** A limiter on a clock the test moves; starts at the beginning of a minute. */
function limiter(options: { accepted?: number; refused?: number; maxKeys?: number } = {}) {
  const clock = { now: 1_700_000_040_000 };
  const limit = new PostRateLimit({
    acceptedPerMinute: options.accepted ?? 2,
    refusedPerMinute: options.refused ?? 3,
    maxKeys: options.maxKeys,
    now: () => clock.now,
  });
  const postAnswered = (ip: string, status: number | undefined) => limit.begin(ip)(status);
  return { limit, clock, postAnswered };
}

describe('clientKey', () => {
  it('counts an IPv4 client by its address, also when it arrives IPv4-mapped', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    assert.equal(clientKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.notEqual(clientKey('2001:db8:1:2::1'), clientKey('2001:db8:1:3::1'));
  });
});

describe('PostRateLimit', () => {
  it('lets a client post until its accepted posts reach the limit, then says how long to wait', () => {
    const { limit, clock, postAnswered } = limiter();
    postAnswered('203.0.113.1', 202);
    assert.equal(limit.retryAfter('203.0.113.1'), 0);
    postAnswered('203.0.113.1', 303);
    clock.now += 15_000;
    // 45 s to the minute's end, then half the next minute for one of the two posts to slide out.
    assert.equal(limit.retryAfter('203.0.113.1'), 75);
    assert.equal(limit.retryAfter('203.0.113.2'), 0, 'another client is not affected');
  });

  it('counts refused posts apart: they never use up accepted ones, and too many stop the client', () => {
    const { limit, postAnswered } = limiter();
    postAnswered('203.0.113.1', 400);
    postAnswered('203.0.113.1', 415);
    assert.equal(limit.retryAfter('203.0.113.1'), 0);
    postAnswered('203.0.113.1', 403);
    assert.ok(limit.retryAfter('203.0.113.1') > 0);
  });

  it('a client that leaves before its answer is counted as refused; a 429 or a fault of ours costs nothing', () => {
    const { limit, postAnswered } = limiter({ refused: 1 });
    for (const status of [429, 503, 500]) postAnswered('203.0.113.1', status);
    assert.equal(limit.retryAfter('203.0.113.1'), 0);
    postAnswered('203.0.113.1', undefined);
    assert.ok(limit.retryAfter('203.0.113.1') > 0);
  });

  it('posts still in progress count as accepted, so a burst cannot pass the check all at once', () => {
    const { limit } = limiter();
    const first = limit.begin('203.0.113.1');
    limit.begin('203.0.113.1');
    assert.ok(limit.retryAfter('203.0.113.1') > 0);
    first(400);
    assert.equal(limit.retryAfter('203.0.113.1'), 0, 'a refused one gives its place back');
  });

  it("counts over a sliding minute: no double budget at a minute's edge, and old posts fade out", () => {
    const { limit, clock, postAnswered } = limiter();
    clock.now += 59_000;
    postAnswered('203.0.113.1', 202);
    postAnswered('203.0.113.1', 202);
    clock.now += 2_000; // a new minute has begun, but both posts are 2 s old
    assert.ok(limit.retryAfter('203.0.113.1') > 0);
    clock.now += 30_000; // half of last minute still counts: one post's worth
    assert.equal(limit.retryAfter('203.0.113.1'), 0);
    postAnswered('203.0.113.1', 202);
    clock.now += 90_000;
    postAnswered('203.0.113.1', 202);
    assert.equal(limit.retryAfter('203.0.113.1'), 0, 'posts from before last minute are forgotten');
  });

  it('at the cap on addresses, clients first seen share one budget and known ones keep theirs', () => {
    const { limit, postAnswered } = limiter({ maxKeys: 2 });
    postAnswered('203.0.113.1', 202);
    postAnswered('203.0.113.2', 202);
    postAnswered('203.0.113.3', 202);
    postAnswered('203.0.113.4', 202);
    assert.ok(limit.retryAfter('203.0.113.5') > 0, 'newcomers share the overflow budget, now used up');
    assert.equal(limit.retryAfter('203.0.113.1'), 0, 'a known client keeps its own count');
  });
});
