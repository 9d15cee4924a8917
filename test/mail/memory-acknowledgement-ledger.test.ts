// The spool's acknowledgement ledger: one claim an hour per address, in bounded memory.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemoryAcknowledgementLedger } from '../../mail/queue/memory-acknowledgement-ledger.ts';

const HOUR = 60 * 60 * 1000;
const start = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(start + ms);

describe('the in-memory acknowledgement ledger', () => {
  it('lets one record claim an address in an hour, however the address is spelt', async () => {
    const ledger = new MemoryAcknowledgementLedger();
    assert.equal(await ledger.claim('ada@example.com', 'a', at(0)), true);
    assert.equal(await ledger.claim(' ADA@example.com ', 'b', at(HOUR - 1)), false);
    assert.equal(await ledger.claim('ada@example.com', 'a', at(1000)), true, 'the same record again: a retry');
    assert.equal(await ledger.claim('ada@example.com', 'c', at(1000 + HOUR)), true, 'an hour after the last claim');
  });

  it('forgets claims an hour old, so a steady flow of addresses never grows it', async () => {
    const ledger = new MemoryAcknowledgementLedger(100);
    for (let minute = 0; minute < 600; minute++)
      assert.equal(await ledger.claim(`visitor${minute}@example.com`, `r${minute}`, at(minute * 60_000)), true);
    assert.equal(ledger.size, 60, 'only the last hour is remembered');
  });

  it('past its capacity it refuses new addresses (fails closed), then takes them again as the hour passes', async () => {
    const ledger = new MemoryAcknowledgementLedger(3);
    for (const name of ['a', 'b', 'c']) assert.equal(await ledger.claim(`${name}@example.com`, name, at(0)), true);
    assert.equal(await ledger.claim('d@example.com', 'd', at(1000)), false, 'a flood cannot make us send more');
    assert.equal(await ledger.claim('a@example.com', 'a', at(1000)), true, 'a claimed record may still retry');
    assert.equal(ledger.size, 3);
    assert.equal(await ledger.claim('d@example.com', 'd', at(HOUR)), true);
  });

  it('gives the site its cap of sends a minute, and a fresh cap the next minute', async () => {
    const ledger = new MemoryAcknowledgementLedger();
    const sent = async (ms: number, tries: number) => {
      let granted = 0;
      for (let i = 0; i < tries; i++) if (await ledger.takeSendSlot(at(ms), 3)) granted++;
      return granted;
    };
    assert.equal(await sent(0, 10), 3);
    assert.equal(await sent(59_999, 5), 0, 'the same minute stays capped');
    assert.equal(await sent(60_000, 5), 3, 'the next minute has its own');
  });
});
