import type { FormField } from './define-form.ts';

/** The name, e-mail and phone fields most forms open with, worded alike wherever they appear. */
export const personFields = {
  name: { rule: 'name', label: 'Your Name', term: 'Name', placeholder: 'Full name', autoComplete: 'name' },
  email: {
    rule: 'email',
    label: 'Your Email',
    term: 'Email',
    placeholder: 'you@company.com',
    type: 'email',
    autoComplete: 'email',
  },
  phone: { rule: 'phone', label: 'Phone Number', placeholder: '+1 555 010 0199', type: 'tel', autoComplete: 'tel' },
} as const satisfies Record<string, FormField>;
