import { careersForm, careersMail } from '../content/forms/careers.ts';
import { commentForm, commentMail } from '../content/forms/comment.ts';
import { contactForm, contactMail } from '../content/forms/contact.ts';
import type { FormDescriptor, MailWords } from '../content/forms/define-form.ts';
import { enquiryForm, enquiryMail } from '../content/forms/enquiry.ts';
import { localizeForm, type CataloguedForm } from '../content/catalogue.ts';
import type { LocaleCode } from '../content/locales.ts';
import { serverLanguages } from '../content/server-words.ts';
import { formSchema } from './form-schema.ts';

/** What the server knows of a form it accepts: its descriptor, its schema and the words of its mail. */
export interface MailForm {
  form: FormDescriptor;
  schema: ReturnType<typeof formSchema>;
  mail: MailWords<string>;
}

const mailForm = <F extends string, M extends F>(form: FormDescriptor<F>, mail: MailWords<M>): MailForm => ({
  form,
  schema: formSchema(form),
  mail,
});

/**
 * The forms that reach the mail server, by the name in their URL. Only the
 * server imports this module: a form's section imports its descriptor alone,
 * so the mail's words stay out of the browser's bundles.
 */
export const mailForms = {
  enquiry: mailForm(enquiryForm, enquiryMail),
  careers: mailForm(careersForm, careersMail),
  contact: mailForm(contactForm, contactMail),
  comment: mailForm(commentForm, commentMail),
} as const;

/** Name of a form the mail server accepts. */
export type MailFormName = keyof typeof mailForms;

/** The form a queued record names, if the server accepts one of that name (a record may come from an older version). */
export const mailFormOf = (name: string): MailForm | undefined =>
  Object.hasOwn(mailForms, name) ? mailForms[name as MailFormName] : undefined;

const localized = new Map<string, MailForm['schema']>();

/**
 * A form's schema with its messages in a language, naming each field as the
 * form showed it there (the widget's catalogue); English is the form's own.
 */
export function schemaIn(name: MailFormName, code: LocaleCode): MailForm['schema'] {
  const { catalogue } = serverLanguages[code];
  const { form, schema } = mailForms[name];
  if (!catalogue) return schema;
  const key = `${name} ${code}`;
  let found = localized.get(key);
  if (!found) {
    const words = Object.hasOwn(catalogue.forms, name) ? catalogue.forms[name as CataloguedForm] : undefined;
    found = formSchema(localizeForm(form, words), catalogue.validation);
    localized.set(key, found);
  }
  return found;
}
