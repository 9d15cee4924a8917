import { defineForm, type MailFieldName, type MailWords, type SelectOption } from './define-form.ts';
import { personFields } from './person-fields.ts';

const subject = (label: string): SelectOption => ({ value: label, label });

/**
 * Choices of the contact form's subject, placeholder first. Values equal
 * labels because the spec's rule allows letters and spaces only.
 */
export const contactSubjects: readonly SelectOption[] = [
  { value: '', label: 'Subject' },
  subject('A new project'),
  subject('A project like this one'),
  subject('Partnership'),
  subject('Support for an existing system'),
  subject('Something else'),
];

/** The project page's contact form (and <it-contact-form>), posted to /mail/contact. */
export const contactForm = defineForm({
  fields: {
    name: personFields.name,
    email: personFields.email,
    subject: { rule: 'choice', letters: true, label: 'Subject', control: 'select', options: contactSubjects },
    message: { rule: 'text', label: 'Message', placeholder: 'How can we help?', control: 'textarea' },
  },
  submit: 'Send Message',
});

/** The company's mail about a contact message (the server's words: no widget imports them). */
export const contactMail: MailWords<MailFieldName<typeof contactForm>> = {
  subject: (name, topic) => `Message from ${name}: ${topic('subject')}`,
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
};
