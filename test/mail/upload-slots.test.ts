// One client, and one network, may have only a few posts arriving at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uploadCaps, UploadSlots } from '../../mail/uploads/upload-slots.ts';

describe('UploadSlots', () => {
  it('holds 4 posts at once per address and 16 per /24: a fifth from one address, or a 17th from the block, is refused', () => {
    assert.deepEqual(uploadCaps, { perClient: 4, perNetwork: 16 });
    const slots = new UploadSlots();
    for (let i = 0; i < 4; i++) assert.ok(slots.take('203.0.113.1'));
    assert.equal(slots.take('203.0.113.1'), undefined);
    assert.equal(slots.take('::ffff:203.0.113.1'), undefined, 'the same address written IPv4-mapped');
    for (const host of [2, 3, 4]) for (let i = 0; i < 4; i++) assert.ok(slots.take(`203.0.113.${host}`));
    assert.equal(slots.take('203.0.113.200'), undefined, 'the 17th from 203.0.113.0/24');
    assert.ok(slots.take('203.0.114.1'), 'the next /24 is another network');
  });

  it('counts an IPv6 client by its /64 and its network by its /48', () => {
    const slots = new UploadSlots();
    for (let i = 0; i < 4; i++) assert.ok(slots.take(`2001:db8:1:1::${i + 1}`));
    assert.equal(slots.take('2001:db8:1:1:ffff::9'), undefined, 'another address of the same /64');
    for (let net = 2; net <= 4; net++) for (let i = 0; i < 4; i++) assert.ok(slots.take(`2001:db8:1:${net}::1`));
    assert.equal(slots.take('2001:db8:1:99::1'), undefined, 'the 17th from 2001:db8:1::/48');
    assert.ok(slots.take('2001:db8:2::1'));
  });

  it('a post that ends gives its slot back, once, and nothing is kept for clients with none under way', () => {
    const slots = new UploadSlots();
    const releases = [0, 1, 2, 3].map(() => slots.take('198.51.100.7')!);
    assert.equal(slots.take('198.51.100.7'), undefined);
    releases[0]!();
    releases[0]!();
    assert.ok(slots.take('198.51.100.7'), 'one slot came back');
    assert.equal(slots.take('198.51.100.7'), undefined, 'and only one');
    for (const release of releases) release();
    assert.ok(slots.size > 0, 'the slot taken again is still held');
  });
});
