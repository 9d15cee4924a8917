import { serviceNames } from './service-names';

/** An option of a select field; an empty value marks the placeholder. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Choices of the enquiry form's project field: the 'Select Services' placeholder, then each service. */
export const projectOptions: readonly SelectOption[] = [
  { value: '', label: 'Select Services' },
  ...serviceNames.map((service) => ({ value: service.slug, label: service.title })),
];

const subject = (label: string): SelectOption => ({ value: label, label });

/**
 * Choices of the project page's contact form subject field, placeholder first.
 * Values equal labels because the spec's rule allows letters and spaces only.
 */
export const contactSubjects: readonly SelectOption[] = [
  { value: '', label: 'Subject' },
  subject('A new project'),
  subject('A project like this one'),
  subject('Partnership'),
  subject('Support for an existing system'),
  subject('Something else'),
];
