// The list's search finds a page by any of the words the list shows of it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocumentSummary } from '../../../src/content/editor-api.ts';
import { matchesSearch } from '../../../pages/admin/list/search-documents.ts';

const page: DocumentSummary = {
  collection: 'landing',
  name: 'cloud-migration-de',
  file: 'src/content/landing/cloud-migration-de.md',
  title: 'Cloud-Migration ohne Ausfallzeit',
  slug: 'cloud-migration-de',
  status: 'published',
  lang: 'de',
  url: '/lp/cloud-migration-de',
  version: 'abc',
};

describe('searching the pages', () => {
  it('matches every word, in any order, case and accents aside', () => {
    assert.ok(matchesSearch(page, 'ausfallzeit CLOUD'));
    assert.ok(matchesSearch(page, 'de landing published'));
    assert.ok(matchesSearch(page, ''));
    assert.ok(!matchesSearch(page, 'cloud draft'));
    assert.ok(!matchesSearch(page, 'post'));
  });
});
