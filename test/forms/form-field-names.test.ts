// A form's field names come from its zod schema: a field the schema does not
// check cannot be declared, so a misspelt name fails `npm run check`, not a
// visitor's post. The second case is a compile-time guard, checked by tsc.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createFormState } from '../../src/forms/form-state';
import { enquirySchema } from '../../src/forms/schemas';

const empty = { name: '', email: '', phone: '', project: '', message: '' };

describe("a form's field names", () => {
  it('are the fields its schema checks, and the form validates them by that schema', () => {
    const state = createFormState(enquirySchema, empty);
    state.set('name', 'Zoë');
    assert.equal(state.values.value.name, 'Zoë');
    assert.equal(state.check(), false, 'an enquiry with no e-mail is not valid');
  });

  it('cannot include one the schema lacks (a misspelt "nmae" does not compile)', () => {
    // @ts-expect-error 'nmae' is not a field of the enquiry schema.
    const state = createFormState(enquirySchema, { ...empty, nmae: '' });
    assert.ok(state);
  });
});
