// A submission's id names its spool file, its PostgreSQL row, its Message-ID and
// what the visitor is told: one shape everywhere, unique, ordered by age.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailIdPattern, newMailId, receivedAtOf } from '../../mail/queue/mail-id.ts';

describe('mail ids', () => {
  it('carry the moment of acceptance, read back to the millisecond', () => {
    const at = new Date('2026-03-01T09:15:42.123Z');
    const id = newMailId(at);
    assert.match(id, mailIdPattern);
    assert.equal(receivedAtOf(id).toISOString(), at.toISOString());
  });

  it('sort by name in the order the submissions came, dates before 2001 included', () => {
    const times = ['1999-12-31T23:59:59Z', '2026-03-01T09:00:00Z', '2026-03-01T09:00:00.001Z'];
    const ids = times.map((time) => newMailId(new Date(time)));
    assert.deepEqual([...ids].reverse().sort(), ids);
  });

  it('are unique for submissions accepted in the same millisecond', () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 1_000 }, () => newMailId(at)));
    assert.equal(ids.size, 1_000);
  });

  it('default to now, so an id made without a date (the honeypot answer) looks like a real one', () => {
    const before = Date.now();
    const id = newMailId();
    assert.match(id, mailIdPattern);
    assert.ok(receivedAtOf(id).getTime() >= before && receivedAtOf(id).getTime() <= Date.now());
  });
});
