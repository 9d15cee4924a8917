// Every language says everything English says: each catalogue (the form
// and account widgets' words, the mail server's) has every message of the English,
// nothing it lacks, and each message uses the values the English one does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AccountFormWords, Catalogue, FormWords } from '../../src/content/catalogue.ts';
import { catalogue as arabic } from '../../src/content/catalogues/ar.ts';
import { catalogue as german } from '../../src/content/catalogues/de.ts';
import { consentCopy } from '../../src/content/consent.ts';
import { formLabels } from '../../src/content/form-labels.ts';
import { careersForm } from '../../src/content/forms/careers.ts';
import { contactForm } from '../../src/content/forms/contact.ts';
import type { FormDescriptor } from '../../src/content/forms/define-form.ts';
import { enquiryForm } from '../../src/content/forms/enquiry.ts';
import { forgotPasswordForm } from '../../src/content/forms/forgot-password.ts';
import { signInForm } from '../../src/content/forms/sign-in.ts';
import { signUpForm } from '../../src/content/forms/sign-up.ts';
import { localeOf } from '../../src/content/locales.ts';
import { messages } from '../../src/content/messages.ts';
import { pageMessages } from '../../src/content/page-messages.ts';
import { serverLanguages } from '../../src/content/server-words.ts';

/** A form's English words in a catalogue's shape, from its descriptor. */
function wordsOf(form: FormDescriptor): FormWords {
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([name, { label, term, placeholder, options }]) => [
      name,
      {
        label,
        ...(term !== undefined && { term }),
        ...(placeholder !== undefined && { placeholder }),
        ...(options && { options: Object.fromEntries(options.map((option) => [option.value, option.label])) }),
      },
    ]),
  );
  const upload = form.upload && { label: form.upload.label, placeholder: form.upload.placeholder };
  return { fields, ...(upload && { upload }), submit: form.submit };
}

/** An account form's English words in a catalogue's shape: its fields and button, and its other lines (not its demo account). */
function accountWordsOf<D extends FormDescriptor>(form: D): AccountFormWords<D> {
  const { fields: _fields, upload: _upload, submit: _submit, demo: _demo, ...lines } = form as D & { demo?: unknown };
  // The rest of a descriptor is its lines, each a string: the shape AccountFormWords names.
  return { ...wordsOf(form), ...lines } as unknown as AccountFormWords<D>;
}

/** The English as a catalogue: what the form widgets show when they speak English. */
const english: Catalogue = {
  code: 'en',
  dir: 'ltr',
  validation: messages.validation,
  form: messages.form,
  labels: {
    honeypot: formLabels.honeypot,
    uploadProgress: formLabels.uploadProgress,
    privacyNotice: { before: formLabels.privacyNotice.before, link: formLabels.privacyNotice.link, after: '.' },
  },
  consent: { before: consentCopy.careers.before, link: consentCopy.careers.link, after: consentCopy.careers.after },
  forms: { enquiry: wordsOf(enquiryForm), contact: wordsOf(contactForm), careers: wordsOf(careersForm) },
  account: {
    toasts: pageMessages.account,
    signIn: accountWordsOf(signInForm),
    signUp: accountWordsOf(signUpForm),
    forgotPassword: accountWordsOf(forgotPasswordForm),
  },
};

/** Values no wording holds by itself: a message that uses one must show it. */
const markers = ['⟦a⟧', 987, '⟦b⟧'] as const;

/**
 * Each message of `theirs` against `ours` (English), by path: the same keys
 * (a placeholder, an option, a term where English has one), a string for a
 * string, and a function that shows every value the English one shows.
 */
function compare(ours: unknown, theirs: unknown, path: string, problems: string[]): void {
  if (typeof ours === 'function') {
    if (typeof theirs !== 'function') return void problems.push(`${path}: not a message of values`);
    const shown = String((ours as (...a: unknown[]) => string)(...markers));
    const said = String((theirs as (...a: unknown[]) => string)(...markers));
    for (const marker of markers)
      if (shown.includes(String(marker)) !== said.includes(String(marker)))
        problems.push(`${path}: ${shown.includes(String(marker)) ? 'lacks' : 'adds'} the value ${marker} ("${said}")`);
    return;
  }
  if (typeof ours === 'string') {
    if (typeof theirs !== 'string' || theirs.trim() === '') problems.push(`${path}: missing`);
    return;
  }
  if (ours && typeof ours === 'object') {
    if (!theirs || typeof theirs !== 'object') return void problems.push(`${path}: missing`);
    const a = Object.keys(ours);
    const b = Object.keys(theirs);
    for (const key of a.filter((key) => !b.includes(key))) problems.push(`${path}.${key}: missing`);
    for (const key of b.filter((key) => !a.includes(key))) problems.push(`${path}.${key}: not in the English`);
    for (const key of a.filter((key) => b.includes(key)))
      compare(
        (ours as Record<string, unknown>)[key],
        (theirs as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
  }
}

describe('the message catalogues', () => {
  for (const catalogue of [german, arabic]) {
    it(`the ${catalogue.code} catalogue words every message of the form and account widgets, with the English one's values`, () => {
      const problems: string[] = [];
      const { code: _code, ...ours } = english;
      const { code: _theirs, ...theirs } = catalogue;
      compare(ours, theirs, catalogue.code, problems);
      assert.deepEqual(problems, []);
    });

    it(`the mail server's ${catalogue.code} words match its English ones`, () => {
      const problems: string[] = [];
      const { messages: m, acknowledgement, thankYou } = serverLanguages[catalogue.code];
      const en = serverLanguages.en;
      compare(
        { messages: en.messages, acknowledgement: en.acknowledgement, thankYou: en.thankYou },
        { messages: m, acknowledgement, thankYou },
        catalogue.code,
        problems,
      );
      assert.deepEqual(problems, []);
    });
  }

  it("each catalogue lays out in its language's direction: Arabic right to left", () => {
    for (const catalogue of [german, arabic]) assert.equal(catalogue.dir, localeOf(catalogue.code).dir);
    assert.equal(arabic.dir, 'rtl');
  });

  it('the words differ from the English: a catalogue is translated, not copied', () => {
    for (const catalogue of [german, arabic]) {
      assert.notEqual(catalogue.forms.enquiry.submit, enquiryForm.submit);
      assert.notEqual(catalogue.form.enquirySent, messages.form.enquirySent);
      assert.notEqual(catalogue.account.signIn.submit, signInForm.submit);
      assert.notEqual(catalogue.account.toasts.registered, pageMessages.account.registered);
      assert.notEqual(serverLanguages[catalogue.code].acknowledgement.greeting, 'Hello,');
    }
  });
});
