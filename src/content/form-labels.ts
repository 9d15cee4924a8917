/** A form field's visible label and its placeholder. */
export interface FieldCopy {
  label: string;
  placeholder: string;
}

/** A field's label and placeholder. */
export const field = (label: string, placeholder: string): FieldCopy => ({ label, placeholder });

const name = field('Your Name', 'Full name');
const email = field('Your Email', 'you@company.com');
const phone = field('Phone Number', '+1 555 010 0199');
const message = field('Message', 'How can we help?');

/** Labels, placeholders and buttons of every form; error wording lives in messages.ts. */
export const formLabels = {
  /** The hidden trap field people never see; form-filling bots fill it in. */
  honeypot: 'Leave this field empty',
  /** Beside the resume upload while it is sent. */
  uploadProgress: 'Upload progress',
  /**
   * The one line under the enquiry and contact forms' button: what happens to
   * the details, no checkbox (consent.ts has the careers form's). Kept here, not
   * in consent.ts, so those forms carry no careers wording.
   */
  privacyNotice: {
    before: 'We use your details only to answer you, and never share them. See our ',
    link: 'privacy policy',
    after: '.',
    /** The privacy policy's path, which the careers consent links too. */
    href: '/privace',
  },
  /** Shown beside the comment form: comments are moderated. */
  commentNote: 'Comments are read by our editors before they are published. Your e-mail address is never shown.',
  enquiry: {
    name,
    email,
    phone,
    project: field('Service', 'Select Services'),
    message: field('Project Details', 'Tell us about your project, timeline and budget'),
    submit: 'Send Enquiry',
  },
  careers: {
    name,
    email,
    phone,
    file: field('Resume', 'PDF, DOC, DOCX, ODT or RTF, up to 5 MB'),
    message: field('Message (optional)', 'The role you are interested in and anything else we should know'),
    submit: 'Submit Profile',
  },
  contact: { name, email, subject: field('Subject', 'Subject'), message, submit: 'Send Message' },
  comment: {
    heading: 'Post Comments',
    name,
    email: field('Your Email (not published)', 'you@example.com'),
    text: field('Comment', 'Share your thoughts'),
    submit: 'Post Comment',
  },
  search: { label: 'Search articles', placeholder: 'Search…', submit: 'Search' },
} as const;
