// Every message a form's rules give names the field by the label the visitor
// sees, never by its name in the post: every descriptor in src/content/forms/,
// every field, every way its rule can fail.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { FieldRule, FormDescriptor, FormField } from '../../src/content/forms/define-form.ts';
import { LINE_MAX, TEXT_MAX } from '../../src/forms/field-rules.ts';
import { validate } from '../../src/forms/field-errors.ts';
import { formSchema } from '../../src/forms/form-schema.ts';
import { resumeError } from '../../src/forms/resume-rules.ts';
import { localizeForm, type AccountForm, type CataloguedForm } from '../../src/content/catalogue.ts';
import { localizeAccountForm } from '../../src/content/localize-account-form.ts';
import { catalogue as german } from '../../src/content/catalogues/de.ts';
import { catalogue as arabic } from '../../src/content/catalogues/ar.ts';

const folder = new URL('../../src/content/forms/', import.meta.url);

/** The account forms' words in a catalogue, by the file of their descriptor. */
const accountWords: Readonly<Record<string, AccountForm>> = {
  'sign-in': 'signIn',
  'sign-up': 'signUp',
  'forgot-password': 'forgotPassword',
};

/** Every form descriptor the folder exports, by file and export name: a new form is walked without a list. */
async function descriptors(): Promise<[string, FormDescriptor][]> {
  const found: [string, FormDescriptor][] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const form = value as Partial<FormDescriptor>;
      if (form && typeof form === 'object' && form.fields && typeof form.submit === 'string')
        found.push([`${file} ${name}`, form as FormDescriptor]);
    }
  }
  return found;
}

/** A value each rule takes, so that only the field under test fails. */
function goodValue(field: FormField): string {
  const good: Record<FieldRule, string> = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    choice: field.options?.find((option) => option.value)?.value ?? '',
    text: 'Hello',
    optionalText: '',
    required: 'analytical',
    slug: 'cloud-costs',
    accepted: 'yes',
  };
  return good[field.rule];
}

/** Values that break a rule in each way it can break: missing, too long, the wrong shape. */
function badValues(field: FormField): string[] {
  const long = 'a'.repeat(field.rule === 'text' || field.rule === 'optionalText' ? TEXT_MAX + 1 : LINE_MAX + 255);
  const bad: Record<FieldRule, string[]> = {
    name: ['', 'Ada 2', long],
    email: ['', 'ada@', long],
    phone: ['', '12 ab', long],
    choice: ['', 'not one of them', long],
    text: ['', long],
    optionalText: [long],
    required: ['', long],
    slug: ['', 'Not A Slug'],
    accepted: ['', 'no'],
  };
  return bad[field.rule];
}

/** The field's name as words ('confirm_password' → confirm, password). */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** Whether a name and a label are the same words, where a message may use either. */
const sameWords = (name: string, label: string) => words(name).every((word) => words(label).includes(word));

/** Asserts `message` names `label` and, unless they are the same words, not `name`. */
function assertNamesLabel(message: string | undefined, label: string, name: string, what: string): void {
  assert.ok(message, `${what}: a message`);
  assert.ok(message.includes(label), `${what}: "${message}" names the label "${label}"`);
  if (!sameWords(name, label))
    assert.doesNotMatch(message, new RegExp(`\\b${words(name).join('[ _]')}\\b`, 'i'), `${what}: not "${name}"`);
}

describe('field messages', () => {
  it('every rule of every form names its field by the visible label, never by its field name', async () => {
    const english = await descriptors();
    // Each form a catalogue words is walked again in German and Arabic, as the visitor sees it there.
    const translated = [german, arabic].flatMap((catalogue) =>
      english.flatMap(([name, form]) => {
        const file = name.split('.ts ')[0] ?? '';
        const words = Object.hasOwn(catalogue.forms, file) ? catalogue.forms[file as CataloguedForm] : undefined;
        const account = Object.hasOwn(accountWords, file) ? catalogue.account[accountWords[file]!] : undefined;
        const shown = words ? localizeForm(form, words) : account && localizeAccountForm(form, account);
        return shown ? [[`${catalogue.code} ${name}`, shown, catalogue.validation] as const] : [];
      }),
    );
    assert.equal(translated.length, 12, 'the three mail and three account forms in German and Arabic');
    const forms = [...english.map(([name, form]) => [name, form, undefined] as const), ...translated];
    assert.ok(forms.length >= 7, `the forms found: ${forms.map(([name]) => name).join(', ')}`);
    let checked = 0;
    for (const [formName, form, validation] of forms) {
      const fields: Record<string, FormField> = form.fields;
      const schema = formSchema(form, validation);
      const valid = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, goodValue(field)]));
      for (const [key, field] of Object.entries(fields)) if (field.sameAs) valid[key] = valid[field.sameAs]!;
      assert.equal(validate(schema, valid).ok, true, `${formName}: the good values pass`);
      for (const [key, field] of Object.entries(fields)) {
        for (const value of badValues(field)) {
          const result = validate(schema, { ...valid, [key]: value });
          const message = result.ok ? undefined : result.errors[key];
          assertNamesLabel(message, field.term ?? field.label, key, `${formName} ${key} = "${value.slice(0, 20)}"`);
          checked++;
        }
        if (field.sameAs) {
          const result = validate(schema, { ...valid, [key]: `${valid[key]}!` });
          const message = result.ok ? undefined : result.errors[key];
          assertNamesLabel(message, field.term ?? field.label, key, `${formName} ${key} unlike ${field.sameAs}`);
          const other = fields[field.sameAs]!;
          assert.ok(message?.includes(other.term ?? other.label), `${message} names the field it repeats`);
          checked++;
        }
      }
      if (form.upload) {
        const { upload } = form;
        for (const file of [undefined, { name: 'cv.exe', size: 10 }, { name: 'cv.pdf', size: 6e6 }]) {
          assert.ok(
            resumeError(file, upload, validation)?.includes(upload.label),
            `${formName} ${upload.name}: its label`,
          );
          checked++;
        }
      }
    }
    assert.ok(checked > 50, `${checked} messages checked`);
  });

  it('under Service the enquiry form says "The Service field is required.", not the field\'s name "project"', async () => {
    const { enquiryForm } = await import('../../src/content/forms/enquiry.ts');
    const result = validate(formSchema(enquiryForm), {});
    assert.equal(!result.ok && result.errors.project, 'The Service field is required.');
    assert.equal(!result.ok && result.errors.message, 'The Project Details field is required.');
    assert.equal(!result.ok && result.errors.name, 'The Name field is required.', 'not "The Your Name field"');
  });

  it('in German and Arabic the enquiry form names its fields in that language', async () => {
    const { enquiryForm } = await import('../../src/content/forms/enquiry.ts');
    const errors = (catalogue: typeof german) => {
      const result = validate(formSchema(localizeForm(enquiryForm, catalogue.forms.enquiry), catalogue.validation), {});
      return result.ok ? {} : result.errors;
    };
    assert.equal(errors(german).project, 'Das Feld „Leistung“ ist erforderlich.');
    assert.equal(errors(german).name, 'Das Feld „Name“ ist erforderlich.');
    assert.equal(errors(arabic).project, 'حقل «الخدمة» مطلوب.');
  });

  it("in German and Arabic the sign-up's confirmation names both its labels in that language", async () => {
    const { signUpForm } = await import('../../src/content/forms/sign-up.ts');
    const mismatch = (catalogue: typeof german) => {
      const form = localizeAccountForm(signUpForm, catalogue.account.signUp);
      const values = { full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'a1', confirm_password: 'a2' };
      const result = validate(formSchema(form, catalogue.validation), values);
      return result.ok ? undefined : result.errors.confirm_password;
    };
    assert.equal(mismatch(german), '„Passwort bestätigen“ stimmt nicht mit „Passwort“ überein.');
    assert.equal(mismatch(arabic), '«تأكيد كلمة المرور» لا يطابق «كلمة المرور».');
  });
});
