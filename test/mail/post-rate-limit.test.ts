import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PostRateLimit } from '../../mail/posts/post-rate-limit.ts';

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

  it('at the cap on addresses, a newcomer after a flood of refused posts from as many addresses keeps its whole budget', () => {
    const { limit, postAnswered } = limiter({ maxKeys: 100, refused: 3 });
    for (let i = 0; i < 101; i++) postAnswered(`10.${i >> 8}.${i & 255}.1`, 403);
    assert.equal(limit.retryAfter('10.0.250.7'), 0, "a new visitor may post, even in the flood's own network");
    postAnswered('10.0.250.7', 202);
    postAnswered('10.0.250.7', 400);
    postAnswered('10.0.250.7', 400);
    assert.equal(limit.retryAfter('10.0.250.7'), 0, 'its own mistakes still count against its own budget alone');
    postAnswered('10.0.250.7', 400);
    assert.ok(limit.retryAfter('10.0.250.7') > 0, 'and its limit still holds');
  });

  it('at the cap on accepted posts, newcomers share their /16 (IPv6 /48) only, and known clients keep their own count', () => {
    const { limit, postAnswered } = limiter({ maxKeys: 2, accepted: 2 });
    postAnswered('203.0.113.1', 202);
    postAnswered('203.0.113.2', 202);
    for (const ip of ['10.1.0.1', '10.1.0.2', '2001:db8:1:1::1', '2001:db8:1:2::1']) postAnswered(ip, 202);
    assert.ok(limit.retryAfter('10.1.200.9') > 0, 'a newcomer in the flooding /16 shares its used-up budget');
    assert.ok(limit.retryAfter('2001:db8:1:ff::1') > 0, 'and in the flooding /48');
    assert.equal(limit.retryAfter('10.2.0.1'), 0, 'a newcomer in another network does not');
    assert.equal(limit.retryAfter('2001:db8:2::1'), 0);
    assert.equal(limit.retryAfter('203.0.113.1'), 0, 'a known client keeps its own count');
  });

  it('memory stays bounded, however many addresses post', () => {
    const { limit, clock, postAnswered } = limiter({ maxKeys: 50 });
    for (let i = 0; i < 20_000; i++) {
      postAnswered(`${10 + (i % 200)}.${(i >> 8) & 255}.${i & 255}.1`, i % 2 ? 202 : 403);
      if (i % 7_000 === 0) clock.now += 30_000;
    }
    assert.ok(limit.size <= 8 * 50, `${limit.size} entries held`);
  });
});
