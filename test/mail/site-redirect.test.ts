import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteRedirect } from '../../mail/http/site-redirect.ts';

test('links that are already right are left alone', () => {
  for (const url of ['/', '/contact', '/products/crm?ref=x', '/about?next=/a/'])
    assert.equal(siteRedirect(url), undefined, url);
});

test('the old /Contact link, in any case, leads to /contact with its query', () => {
  assert.equal(siteRedirect('/Contact'), '/contact');
  assert.equal(siteRedirect('/CONTACT?a=1&b=2'), '/contact?a=1&b=2');
});

test('old product links lead to /products/{slug}', () => {
  assert.equal(siteRedirect('/product-single/crm'), '/products/crm');
  assert.equal(siteRedirect('/product-single/crm/?utm_campaign=x'), '/products/crm?utm_campaign=x');
  assert.equal(siteRedirect('/product-single'), undefined);
});

test('trailing slashes are dropped, but the home page keeps its slash', () => {
  assert.equal(siteRedirect('/about/'), '/about');
  assert.equal(siteRedirect('/blog//'), '/blog');
  assert.equal(siteRedirect('///'), '/');
});

test('a redirect never points at another host', () => {
  assert.equal(siteRedirect('//evil.example/'), '/evil.example');
  assert.equal(siteRedirect('/\\evil.example/'), '/evil.example');
});
