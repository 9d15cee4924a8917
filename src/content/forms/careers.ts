import { defineForm, type MailFieldName, type MailWords } from './define-form.ts';
import { personFields } from './person-fields.ts';

/**
 * The careers form (/careers and <it-careers-form>), posted to /mail/careers.
 * The resume is `upload`: a file, whose type and size src/forms/resume-rules.ts
 * checks (the server again by its content); the consent box's sentence, and
 * the version the server records, are in ../consent.ts.
 */
export const careersForm = defineForm({
  fields: {
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone,
    message: {
      rule: 'optionalText',
      label: 'Message (optional)',
      term: 'Message',
      placeholder: 'The role you are interested in and anything else we should know',
      control: 'textarea',
      rows: 4,
    },
    consent: { rule: 'accepted', label: 'Consent' },
  },
  upload: { name: 'file', label: 'Resume', placeholder: 'PDF, DOC, DOCX, ODT or RTF, up to 5 MB' },
  submit: 'Submit Profile',
});

/** The company's mail about an application (the server's words: no widget imports them). */
export const careersMail: MailWords<MailFieldName<typeof careersForm>> = {
  subject: (name) => `Job application from ${name}`,
  fields: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
};
