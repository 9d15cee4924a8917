// The post editor's form is the build's post schema: a field for each of its
// keys (the readers' comments kept as they are), the author, category and tags
// from the blog's own vocabularies.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authors } from '../../../src/content/blog/authors.ts';
import { blogCategories, blogTags } from '../../../src/content/blog/taxonomy.ts';
import { postFrontMatter } from '../../../tools/build/content/post-schema.ts';
import { keptPostKeys, postFields } from '../../../pages/admin/post/post-fields.ts';

const field = (name: string) => postFields.find((spec) => spec.name === name)!;

describe('the post form', () => {
  it('has a field for every key of the post schema, in its order, but the comments it keeps', () => {
    assert.deepEqual([...postFields.map((spec) => spec.name), ...keptPostKeys], Object.keys(postFrontMatter.shape));
  });

  it('offers the authors, categories and tags the build accepts', () => {
    assert.deepEqual(
      field('author').options?.map((option) => option.value),
      Object.keys(authors),
    );
    assert.deepEqual(
      field('category').options?.map((option) => option.value),
      [...blogCategories],
    );
    assert.deepEqual(
      field('tags').options?.map((option) => option.value),
      [...blogTags],
    );
    assert.equal(field('tags').kind, 'checkboxes');
    assert.ok(field('tags').asList, 'tags are a YAML list');
    assert.equal(field('date').kind, 'date');
    assert.equal(field('draft').kind, 'switch');
  });
});
