import * as z from 'zod/mini';
import { contactSubjects, projectOptions } from '../content/form-options';
import { messages } from '../content/messages';
import { accepted, choice, email, optionalText, personName, phone, required, text } from './field-rules';

// Zod 4 probes for eval to compile fast validators; under the site's CSP (no
// unsafe-eval) that probe is reported as a violation. The interpreted path is
// plenty fast for forms.
z.config({ jitless: true });

const values = (options: readonly { value: string }[]) => options.map((o) => o.value).filter(Boolean);

/** The enquiry form (/contact and the enquiry widget). */
export const enquirySchema = z.object({
  name: personName(),
  email: email(),
  phone: phone(),
  project: choice('project', values(projectOptions)),
  message: text('message'),
});

/**
 * The careers form's text fields and the applicant's consent to keep the
 * resume; the resume is checked by resume-rules.ts (and by content on the server).
 */
export const careersSchema = z.object({
  name: personName(),
  email: email(),
  phone: phone(),
  message: optionalText('message'),
  consent: accepted('consent'),
});

/** The project page's contact form. */
export const contactSchema = z.object({
  name: personName(),
  email: email(),
  subject: z.pipe(choice('subject', values(contactSubjects)), personName('subject')),
  message: text('message'),
});

/** The blog's comment form; `post` is the slug of the post commented on. */
export const commentSchema = z.object({
  name: personName(),
  email: email(),
  comment: text('comment'),
  post: required('post').check(z.regex(/^[a-z0-9-]+$/, messages.validation.choice('post'))),
});

/** Sign in (front-end only). */
export const loginSchema = z.object({
  email: email(),
  password: required('password'),
});

/** Forgot password (front-end only). */
export const forgotSchema = z.object({ email: email() });

/** Sign up (front-end only): the confirmation must equal the password. */
export const registerSchema = z
  .object({
    full_name: personName('full name'),
    email: email(),
    password: required('password'),
    confirm_password: required('confirm password'),
  })
  .check(
    z.refine((form) => form.password === form.confirm_password, {
      path: ['confirm_password'],
      message: messages.validation.confirmed('password'),
    }),
  );

/** The forms that reach the mail server, by the name in their URL. */
export const mailSchemas = {
  enquiry: enquirySchema,
  careers: careersSchema,
  contact: contactSchema,
  comment: commentSchema,
} as const;

/** Name of a form the mail server accepts. */
export type MailFormName = keyof typeof mailSchemas;
