// What makes a post "Suspected spam" in the company's mail, and what does not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_LINKS, spamReasons } from '../../mail/delivery/spam-check.ts';
import { validFields } from './form-post.ts';

describe('the spam check', () => {
  it('finds nothing in an ordinary enquiry, even one naming a site or using < and >', () => {
    assert.deepEqual(spamReasons('enquiry', validFields.enquiry), []);
    const plain = { ...validFields.contact, message: 'Our site https://acme.example is slow when 2 < 3 users > 10 s.' };
    assert.deepEqual(spamReasons('contact', plain), []);
  });

  it('flags a link in the name, however it is written, under the label the mail shows', () => {
    for (const name of ['Cheap http://pills.example', 'https://x.example', 'Visit www.casino.example'])
      assert.deepEqual(spamReasons('enquiry', { ...validFields.enquiry, name }), ['a link in Name'], name);
  });

  it(`flags more than ${MAX_LINKS} links in a post, and allows ${MAX_LINKS}`, () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example`).join(' and ');
    assert.deepEqual(spamReasons('contact', { ...validFields.contact, message: links(MAX_LINKS) }), []);
    assert.deepEqual(spamReasons('contact', { ...validFields.contact, message: links(MAX_LINKS + 2) }), [
      `${MAX_LINKS + 2} links`,
    ]);
  });

  it('flags markup or script in any field', () => {
    for (const message of [
      '<a href="https://x.example">click</a>',
      'hi <script>alert(1)</script>',
      'bold <b>offer</b>',
      '<img src=x onerror=alert(1)>',
      '<a  href=x',
    ])
      assert.deepEqual(
        spamReasons('comment', { ...validFields.comment, comment: message }),
        ['markup in Comment'],
        message,
      );
    assert.deepEqual(spamReasons('careers', { ...validFields.careers, phone: '<br/>' }), ['markup in Phone']);
  });

  it('lists every reason a post gives', () => {
    const fields = {
      ...validFields.enquiry,
      name: 'www.win.example',
      message: '<a href=1>1</a> www.a.x www.b.x www.c.x',
    };
    assert.deepEqual(spamReasons('enquiry', fields), ['a link in Name', '4 links', 'markup in Message']);
  });
});
