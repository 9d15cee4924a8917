// A form's field names come from its descriptor (src/content/forms/): its
// schema, its state, its fields on screen and its mail's labels all take them
// from there, so a misspelt or forgotten name fails `npm run check`, not a
// visitor's post. The cases marked @ts-expect-error are compile-time guards,
// checked by tsc: remove the mistake and the build fails on an unused directive.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MailFieldName, MailWords } from '../../src/content/forms/define-form.ts';
import { enquiryForm } from '../../src/content/forms/enquiry.ts';
import { createFormState } from '../../src/forms/form-state.ts';
import { mailForms } from '../../src/forms/mail-forms.ts';
import type { FieldProps } from '../../src/ui/Field.tsx';

describe("a form's field names", () => {
  it("are its descriptor's fields, and the form validates them by the schema made from it", () => {
    const state = createFormState(enquiryForm);
    assert.deepEqual(Object.keys(state.values.value), ['name', 'email', 'phone', 'project', 'message']);
    state.set('name', 'Zoë');
    assert.equal(state.values.value.name, 'Zoë');
    assert.equal(state.check(), false, 'an enquiry with no e-mail is not valid');
  });

  it('cannot include one the form lacks (a misspelt "nmae" does not compile)', () => {
    // @ts-expect-error 'nmae' is not a field of the enquiry form.
    const state = createFormState(enquiryForm, { nmae: 'Ada' });
    // @ts-expect-error nor can a section set it,
    state.set('nmae', 'Ada');
    // @ts-expect-error nor render it.
    const field: FieldProps<keyof typeof enquiryForm.fields> = { state, name: 'nmae' };
    assert.ok(field);
  });

  it("and the mail's labels name every field but the consent box, none missing and none extra", () => {
    const labels = (form: keyof typeof mailForms) => Object.keys(mailForms[form].mail.fields);
    assert.deepEqual(labels('enquiry'), ['name', 'email', 'phone', 'project', 'message']);
    assert.deepEqual(labels('careers'), ['name', 'email', 'phone', 'message']);
    const missing: MailWords<MailFieldName<typeof enquiryForm>> = {
      subject: (name) => name,
      // @ts-expect-error a form's mail that leaves out its phone does not compile,
      fields: { name: '', email: '', project: '', message: '' },
    };
    const extra: MailWords<MailFieldName<typeof enquiryForm>> = {
      subject: (name, topic) => `${name} ${topic('project')}`,
      // @ts-expect-error nor does one that labels a field the form lacks,
      fields: { name: '', email: '', phone: '', project: '', message: '', nmae: '' },
    };
    // @ts-expect-error nor a subject that reads one.
    const subject: MailWords<MailFieldName<typeof enquiryForm>>['subject'] = (_name, topic) => topic('nmae');
    assert.ok(missing && extra && subject);
  });
});
