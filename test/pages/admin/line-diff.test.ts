// A conflict marks the lines in which the two versions of a page differ.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changedLines } from '../../../pages/admin/publish/line-diff.ts';

describe('changed lines', () => {
  it('marks the lines each version has that the other lacks, and no other', () => {
    const theirs = ['---', 'title: Theirs', 'slug: a', '---', 'Same text.'];
    const yours = ['---', 'title: Yours', 'slug: a', '---', 'Same text.', 'Added.'];
    assert.deepEqual(changedLines(theirs, yours), {
      a: [false, true, false, false, false],
      b: [false, true, false, false, false, true],
    });
  });

  it('marks nothing in two equal texts', () => {
    assert.deepEqual(changedLines(['x', 'y'], ['x', 'y']), { a: [false, false], b: [false, false] });
  });
});
