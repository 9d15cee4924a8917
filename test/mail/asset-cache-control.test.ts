import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assetCacheControl, isContentHashed } from '../../mail/http/asset-cache-control.ts';

test('rollup output names with a content hash are recognised', () => {
  for (const name of [
    'client-Bx3k9_aQ.js',
    'Stats-8e-BKXqw.js',
    'chunks/runtime-Zx9_Yw8v.js',
    'enquiry-form-Ab12Cd34.js',
    'site-Q1w2-3r4.css',
    'inter-latin-wght-normal-AbCd1234.woff2',
    'logo-12345678.svg',
  ]) {
    assert.ok(isContentHashed(name), name);
  }
});

test('plain names that merely end in a long word are not mistaken for hashes', () => {
  const names = [
    'favicon.svg',
    'custom-elements.json',
    'enquiry-form.js',
    'inter-latin-400-normal.woff2',
    'offshore-onboarding.svg',
    'react-native-flutter.svg',
  ];
  for (const name of names) {
    assert.ok(!isContentHashed(name), name);
  }
});

test('hashed files are cached for a year, the rest for an hour', () => {
  assert.equal(assetCacheControl('/assets/client-Bx3k9_aQ.js'), 'public, max-age=31536000, immutable');
  assert.equal(assetCacheControl('/favicon.svg'), 'public, max-age=3600');
});
