// The form rules the browser and the server share, with the wording a visitor reads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validate } from '../../src/forms/field-errors.ts';
import { resumeError } from '../../src/forms/resume-rules.ts';
import { careersForm } from '../../src/content/forms/careers.ts';
import { commentForm } from '../../src/content/forms/comment.ts';
import { contactForm } from '../../src/content/forms/contact.ts';
import { enquiryForm } from '../../src/content/forms/enquiry.ts';
import { signUpForm } from '../../src/content/forms/sign-up.ts';
import { formSchema } from '../../src/forms/form-schema.ts';

// Each schema as both sides make it: from the form's descriptor.
const enquirySchema = formSchema(enquiryForm);
const careersSchema = formSchema(careersForm);
const contactSchema = formSchema(contactForm);
const commentSchema = formSchema(commentForm);
const registerSchema = formSchema(signUpForm);

const enquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  project: 'ui-ux',
  message: 'A new app.',
};

describe('field rules', () => {
  it('letters of any script are letters: José, Zoë, Łukasz, 李小龙, Дмитрий are names', () => {
    for (const name of ['José García', 'Zoë', 'Łukasz Nowak', '李小龙', 'Дмитрий Иванов', 'Ngô Bảo Châu']) {
      assert.equal(validate(enquirySchema, { ...enquiry, name }).ok, true, name);
    }
  });

  it('digits and symbols in a name get the letters-and-spaces message', () => {
    assert.deepEqual(validate(enquirySchema, { ...enquiry, name: 'Ada 2' }), {
      ok: false,
      errors: { name: 'The Name may only contain letters and spaces.' },
    });
  });

  it('empty fields get "The … field is required." and a bad e-mail the e-mail message', () => {
    const result = validate(enquirySchema, { name: ' ', email: 'ada@', phone: '', project: '', message: '' });
    assert.deepEqual(result, {
      ok: false,
      errors: {
        name: 'The Name field is required.',
        email: 'The Email must be a valid email address.',
        phone: 'The Phone Number field is required.',
        project: 'The Service field is required.',
        message: 'The Project Details field is required.',
      },
    });
  });

  it('a phone needs 7 to 15 digits; separators and a leading + are fine', () => {
    assert.equal(validate(enquirySchema, { ...enquiry, phone: '(044) 4852-7730' }).ok, true);
    assert.equal(validate(enquirySchema, { ...enquiry, phone: '12345' }).ok, false);
    assert.equal(validate(enquirySchema, { ...enquiry, phone: '+1 555 0101 abc' }).ok, false);
  });

  it('the contact subject must be one of the listed subjects, not the placeholder', () => {
    const base = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    assert.equal(validate(contactSchema, { ...base, subject: 'Partnership' }).ok, true);
    assert.deepEqual(validate(contactSchema, { ...base, subject: 'Subject' }), {
      ok: false,
      errors: { subject: 'The selected Subject is invalid.' },
    });
  });

  it('unknown fields are dropped from the cleaned data', () => {
    const result = validate(enquirySchema, { ...enquiry, admin: 'true' });
    assert.ok(result.ok && !('admin' in result.data));
  });

  it('sign-up: the confirmation must equal the password', () => {
    const form = {
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical',
      confirm_password: 'engine',
    };
    assert.deepEqual(validate(registerSchema, form), {
      ok: false,
      errors: { confirm_password: 'The Confirm Password does not match the Password.' },
    });
    assert.equal(validate(registerSchema, { ...form, confirm_password: 'analytical' }).ok, true);
  });

  it('a message names a field by its visible label, never by its key: "Full Name", not "full_name"', () => {
    assert.deepEqual(validate(registerSchema, { full_name: '', email: '', password: '', confirm_password: '' }), {
      ok: false,
      errors: {
        full_name: 'The Full Name field is required.',
        email: 'The Email field is required.',
        password: 'The Password field is required.',
        confirm_password: 'The Confirm Password field is required.',
      },
    });
  });
});

describe('resume rules', () => {
  it('accepts PDF, DOC, DOCX, ODT and RTF up to 5 MB, by name and size', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'cv.doc', 'cv.odt', 'cv.rtf'])
      assert.equal(resumeError({ name, size: 1000 }, careersForm.upload), undefined, name);
  });

  it('refuses a missing file, another type and anything over 5 MB, in words', () => {
    assert.equal(resumeError(undefined, careersForm.upload), 'The Resume field is required.');
    assert.equal(
      resumeError({ name: 'cv.exe', size: 10 }, careersForm.upload),
      'The Resume must be a file of type: pdf, doc, docx, odt, rtf.',
    );
    assert.equal(
      resumeError({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 }, careersForm.upload),
      'The Resume may not be greater than 5 MB.',
    );
  });
});

describe('invisible characters', () => {
  it('bidi controls and zero-width characters are dropped from every field of every form, so a name with them is still a name', () => {
    const hidden = '\u202E\u2066\u200B\u200F\uFEFF';
    const result = validate(contactSchema, {
      name: `Ada${hidden} Lovelace`,
      email: `ada@example.com${hidden}`,
      subject: 'Partnership',
      message: `Hello\u202E\n\u2066Partner site: evil\u2069`,
    });
    assert.ok(result.ok);
    assert.deepEqual(result.data, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Partnership',
      message: 'Hello\nPartner site: evil',
    });
    const careers = validate(careersSchema, { ...enquiry, message: `\u202Eoptional`, consent: 'yes' });
    assert.equal(careers.ok && careers.data.message, 'optional');
    const comment = validate(commentSchema, { ...enquiry, comment: `\u2067great\u2069`, post: 'cloud-costs' });
    assert.equal(comment.ok && comment.data.comment, 'great');
  });

  it('a name spelt with a joiner (Persian, Malayalam) is a name, and an emoji sequence in a message is kept whole', () => {
    assert.equal(validate(enquirySchema, { ...enquiry, name: 'عبد\u200Cالله' }).ok, true);
    const result = validate(enquirySchema, { ...enquiry, message: 'Our team 👩\u200D💻 is ready.' });
    assert.equal(result.ok && result.data.message, 'Our team 👩\u200D💻 is ready.');
    assert.equal(validate(enquirySchema, { ...enquiry, name: '\u200D' }).ok, false, 'a joiner alone is no name');
  });
});

describe('consent', () => {
  const application = { name: 'Zoë Łukasz', email: 'zoe@example.com', phone: '+48 501 234 567', message: '' };

  it('an application without the ticked consent box is refused with a message naming consent', () => {
    for (const consent of [undefined, '', 'no', 'on']) {
      const result = validate(careersSchema, { ...application, ...(consent !== undefined && { consent }) });
      assert.equal(result.ok, false, `consent ${consent}`);
      assert.deepEqual(!result.ok && result.errors, { consent: 'The Consent must be accepted.' });
    }
  });

  it('an application with the box ticked is accepted', () => {
    assert.equal(validate(careersSchema, { ...application, consent: 'yes' }).ok, true);
  });
});
