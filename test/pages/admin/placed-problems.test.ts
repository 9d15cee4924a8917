// A problem the server finds is shown at its field: a block's by the block's
// id, so it follows the block when blocks move.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldId, placeProblems, PAGE } from '../../../pages/admin/problems/placed-problems.ts';

describe('placing the server’s problems', () => {
  it('puts `blocks.N.attribute` on the Nth block’s id, `blocks.N` on the block, the rest on the page', () => {
    const placed = placeProblems(
      [
        { field: 'blocks.1.slugs', message: 'unknown slug' },
        { field: 'blocks.0', message: 'unknown tag' },
        { field: 'faq.0.answer', message: 'required' },
        { field: '', message: 'whole page' },
      ],
      ['block-7', 'block-9'],
    );
    assert.deepEqual(placed, [
      { scope: 'block-9', field: 'slugs', message: 'unknown slug' },
      { scope: 'block-7', field: '', message: 'unknown tag' },
      { scope: PAGE, field: 'faq.0.answer', message: 'required' },
      { scope: PAGE, field: '', message: 'whole page' },
    ]);
  });

  it('gives each field an element id fit for a link', () => {
    assert.equal(fieldId(PAGE, 'faq.0.answer'), 'field-page-faq-0-answer');
  });
});
