/**
 * The words of the mail the company receives for each form post, written for
 * the person who triages it: a subject naming the form, the sender and what
 * they want; fields under plain labels; and where the lead came from.
 */
export const leadMail = {
  /** The first line of the body: which form, and when it arrived. */
  intro: (form: string, received: string) => `${form} form, received ${received}`,
  /** Subjects by form; the arguments are one-line texts already cut to length. */
  subjects: {
    enquiry: (name: string, service: string) => `Enquiry from ${name}: ${service}`,
    careers: (name: string) => `Job application from ${name}`,
    contact: (name: string, subject: string) => `Message from ${name}: ${subject}`,
    comment: (name: string, post: string) => `Comment from ${name} on “${post}”`,
  },
  /** A form without a subject of its own (never one of ours, but a record could name one). */
  otherSubject: (form: string, name: string) => `${form} form from ${name}`,
  /** Stands in for a sender who gave no usable name. */
  unnamed: 'a visitor',
  /** Field labels in the mail, in the order each form lists them. */
  fields: {
    enquiry: { name: 'Name', email: 'Email', phone: 'Phone', project: 'Service', message: 'Message' },
    careers: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
    contact: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    comment: { name: 'Name', email: 'Email', post: 'Post', comment: 'Comment' },
  },
  attached: 'Attached',
  /** The plain-text part's fence before the visitor's fields, after the Source block. */
  fieldsHeading: 'Form',
  /** The server's record of a consent the form asked for: which wording (consent.ts) and when it reached us. */
  consent: (version: string, at: string) => `Consent: agreed to the privacy wording ${version} on ${at}.`,
  /** The block that opens the mail, before anything the visitor typed: where the lead came from. */
  source: {
    heading: 'Source',
    labels: {
      partner_origin: 'Partner site',
      source_label: 'Partner label',
      source_page: 'Page',
      source_referrer: 'Referrer',
      utm_source: 'utm_source',
      utm_medium: 'utm_medium',
      utm_campaign: 'utm_campaign',
      utm_term: 'utm_term',
      utm_content: 'utm_content',
    },
    /** After the partner origin: what makes it trustworthy. */
    verified: '(verified: the browser posted from this origin, listed in PARTNER_ORIGINS)',
    /** When nothing is known about the page. */
    unknown: 'Not recorded (the post named no page).',
  },
} as const;
