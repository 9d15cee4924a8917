// One mailbox, one key: the acknowledgement ledger cannot be walked around by spelling an address another way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ledgerKey } from '../../mail/delivery/acknowledgement/acknowledgement-ledger.ts';

describe('the address the ledger keys on', () => {
  it('is lower-cased and trimmed', () => {
    assert.equal(ledgerKey(' Ada@Example.COM '), 'ada@example.com');
  });

  it('drops a +tag at every domain', () => {
    for (const address of [
      'victim+a@example.com',
      'victim+b@example.com',
      'Victim+x+y@EXAMPLE.com',
      'victim@example.com',
    ])
      assert.equal(ledgerKey(address), 'victim@example.com', address);
  });

  it('drops dots for Gmail and reads googlemail.com as gmail.com', () => {
    for (const address of ['v.i.c.tim@gmail.com', 'victim+news@googlemail.com', 'Vic.Tim@GoogleMail.com'])
      assert.equal(ledgerKey(address), 'victim@gmail.com', address);
  });

  it('keeps dots elsewhere: at other providers they are different mailboxes', () => {
    assert.equal(ledgerKey('ada.lovelace@example.com'), 'ada.lovelace@example.com');
    assert.notEqual(ledgerKey('ada.lovelace@example.com'), ledgerKey('adalovelace@example.com'));
  });

  it('keeps an address that is all tag as typed, never joining it with others', () => {
    assert.equal(ledgerKey('+promo@example.com'), '+promo@example.com');
  });
});
