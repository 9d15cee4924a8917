import { serviceNames } from '../service-names.ts';
import { defineForm, type MailFieldName, type MailWords, type SelectOption } from './define-form.ts';
import { personFields } from './person-fields.ts';

/** Choices of the enquiry's service field: the 'Select Services' placeholder, then each service. */
export const projectOptions: readonly SelectOption[] = [
  { value: '', label: 'Select Services' },
  ...serviceNames.map((service) => ({ value: service.slug, label: service.title })),
];

/** The enquiry form (/contact and <it-enquiry-form>): every field with its rule, words and input; posted to /mail/enquiry. */
export const enquiryForm = defineForm({
  fields: {
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone,
    project: { rule: 'choice', label: 'Service', control: 'select', options: projectOptions },
    message: {
      rule: 'text',
      label: 'Project Details',
      placeholder: 'Tell us about your project, timeline and budget',
      control: 'textarea',
    },
  },
  submit: 'Send Enquiry',
});

/** The company's mail about an enquiry (the server's words: no widget imports them). */
export const enquiryMail: MailWords<MailFieldName<typeof enquiryForm>> = {
  subject: (name, topic) => `Enquiry from ${name}: ${topic('project')}`,
  fields: { name: 'Name', email: 'Email', phone: 'Phone', project: 'Service', message: 'Message' },
};
