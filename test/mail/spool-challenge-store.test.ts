// The spool's challenge store: the key kept in DATA_DIR across restarts, each
// solution spent once, in bounded memory.
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { SpoolChallengeStore } from '../../mail/queue/spool/spool-challenge-store.ts';

const now = new Date('2026-11-24T10:00:00Z');
const in10Minutes = new Date(now.getTime() + 10 * 60_000);

async function dataDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'challenge-store-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the spool challenge store', () => {
  it('makes a key at first start, readable by this user alone, and finds the same one after a restart', async (t) => {
    const dir = await dataDir(t);
    const key = await new SpoolChallengeStore(dir).key();
    assert.match(key, /^[0-9a-f]{64}$/);
    assert.equal((await stat(path.join(dir, 'altcha-hmac-key'))).mode & 0o777, 0o600);
    assert.equal(await new SpoolChallengeStore(dir).key(), key, 'a page loaded before the restart still posts');
  });

  it('spends a challenge once', async (t) => {
    const store = new SpoolChallengeStore(await dataDir(t));
    assert.equal(await store.spend('a', in10Minutes, now), true);
    assert.equal(await store.spend('a', in10Minutes, now), false);
    assert.equal(await store.spend('b', in10Minutes, now), true);
  });

  it('stays within its capacity, forgetting the oldest first, and forgets what expired', async (t) => {
    const store = new SpoolChallengeStore(await dataDir(t), 2);
    for (const id of ['a', 'b', 'c']) assert.equal(await store.spend(id, in10Minutes, now), true);
    assert.equal(await store.spend('c', in10Minutes, now), false, 'the newest is still remembered');
    assert.equal(await store.spend('a', in10Minutes, now), true, 'the oldest made room');
    const later = new Date(in10Minutes.getTime() + 1);
    assert.equal(await store.spend('d', new Date(later.getTime() + 60_000), later), true);
    assert.equal(await store.spend('d', new Date(later.getTime() + 60_000), later), false);
  });
});
