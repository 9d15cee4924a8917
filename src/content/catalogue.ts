import type { FieldName, FormDescriptor } from './forms/define-form.ts';
import type { careersForm } from './forms/careers.ts';
import type { contactForm } from './forms/contact.ts';
import type { enquiryForm } from './forms/enquiry.ts';
import type { forgotPasswordForm } from './forms/forgot-password.ts';
import type { signInForm } from './forms/sign-in.ts';
import type { signUpForm } from './forms/sign-up.ts';
import type { LocaleCode } from './locales.ts';
import type { messages } from './messages.ts';
import type { pageMessages } from './page-messages.ts';

/** The same shape with every word a plain string: another language's wording of `T`. */
export type Wording<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Wording<T[K]>;
};

/**
 * A field's words in one language: its label; `term`, how a message names it
 * where the label is a phrase ('Your Name' is 'name' in "Please enter your
 * name"); its placeholder; and each option's label by its value.
 */
export interface FieldWords {
  label: string;
  term?: string;
  placeholder?: string;
  options?: Readonly<Record<string, string>>;
}

/** One form's words in a language: every field by its name, the upload and the button. */
export interface FormWords<F extends string = string> {
  fields: Readonly<Record<F, FieldWords>>;
  upload?: { label: string; placeholder: string };
  submit: string;
}

type WordsOf<D extends FormDescriptor> = FormWords<FieldName<D>>;

/**
 * An account form's words: its fields and button, and every other line its
 * descriptor holds (links, prompts); not its demo account, which is data.
 */
export type AccountFormWords<D extends FormDescriptor> = WordsOf<D> & Wording<Omit<D, keyof FormDescriptor | 'demo'>>;

/**
 * Everything a form widget shows, in one language other than English (whose
 * words are the forms' descriptors and messages.ts themselves, so an English
 * widget carries no catalogue). Typed from the English, so a missing message or
 * a message that takes other values does not compile.
 */
export interface Catalogue {
  code: LocaleCode;
  /** The writing direction the widget takes (locales.ts), here so a widget needs no list of languages to lay out. */
  dir: 'ltr' | 'rtl';
  /** Field messages; `label` is the field's term (or label) in this language. */
  validation: Wording<typeof messages.validation>;
  /** Toasts and the button while sending. */
  form: Wording<typeof messages.form>;
  /** Words every form shares (form-labels.ts). */
  labels: {
    honeypot: string;
    uploadProgress: string;
    privacyNotice: { before: string; link: string; after: string };
  };
  /** The careers form's consent line (consent.ts); its version names the English wording agreed to. */
  consent: { before: string; link: string; after: string };
  forms: {
    enquiry: WordsOf<typeof enquiryForm>;
    contact: WordsOf<typeof contactForm>;
    careers: WordsOf<typeof careersForm>;
  };
  /** The account widgets (sign in, sign up, forgot password): their forms and their toasts. */
  account: {
    toasts: Wording<typeof pageMessages.account>;
    signIn: AccountFormWords<typeof signInForm>;
    signUp: AccountFormWords<typeof signUpForm>;
    forgotPassword: AccountFormWords<typeof forgotPasswordForm>;
  };
}

/** The forms a catalogue words. */
export type CataloguedForm = keyof Catalogue['forms'];

/** The account forms a catalogue words. */
export type AccountForm = Exclude<keyof Catalogue['account'], 'toasts'>;

/**
 * A form's descriptor in another language: the same fields, rules and inputs
 * with the catalogue's words; the descriptor itself when there are none (English).
 */
export function localizeForm<F extends string>(form: FormDescriptor<F>, words?: FormWords): FormDescriptor<F> {
  if (!words) return form;
  const fields = Object.fromEntries(
    Object.entries(form.fields as Record<string, FormDescriptor['fields'][string]>).map(([name, field]) => {
      const own = words.fields[name];
      if (!own) return [name, field];
      const { label, term, placeholder, options } = own;
      const labelled = field.options?.map((option) => ({ ...option, label: options?.[option.value] ?? option.label }));
      return [name, { ...field, label, term, placeholder, options: labelled }];
    }),
  ) as FormDescriptor<F>['fields'];
  return { ...form, fields, upload: form.upload && { ...form.upload, ...words.upload }, submit: words.submit };
}
