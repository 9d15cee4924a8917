import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientKey, networkKey } from '../../mail/uploads/client-key.ts';

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

describe('networkKey', () => {
  it('puts an IPv4 client in its /16, also when it arrives IPv4-mapped', () => {
    assert.equal(networkKey('203.0.113.7'), '203.0.0.0/16');
    assert.equal(networkKey('::ffff:203.0.113.7'), '203.0.0.0/16');
    assert.notEqual(networkKey('203.0.113.7'), networkKey('203.1.113.7'));
  });

  it('puts an IPv6 client in its /48, however the address is written', () => {
    assert.equal(networkKey('2001:db8:1:2::1'), '2001:db8:1::/48');
    assert.equal(networkKey('2001:0db8:0001:ffff::'), '2001:db8:1::/48');
    assert.equal(networkKey('2001:db8::1'), '2001:db8:0::/48');
    assert.notEqual(networkKey('2001:db8:1::1'), networkKey('2001:db8:2::1'));
  });
});
