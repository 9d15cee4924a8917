import { company } from './company.ts';
import { resumeMaxMegabytes, resumeTypes } from './resume-limits.ts';

/** The resume's limits, named where the messages that state them are. */
export { resumeMaxMegabytes, resumeTypes };

/**
 * The forms' messages, shared by the browser and the mail server, each spelled
 * once (the screens' toasts and notices are in page-messages.ts). Field
 * messages take the field's visible label ('Your Name', 'Service'), through
 * src/forms/field-messages.ts alone, and follow the validation-library
 * wording the spec asks for.
 */
export const messages = {
  /** Stored-state errors. */
  persist: {
    timedOut: 'persist timed out',
  },
  /** Field messages, worded like the validation library's defaults; `label` is the field's visible label. */
  validation: {
    required: (label: string) => `The ${label} field is required.`,
    email: (label: string) => `The ${label} must be a valid email address.`,
    lettersAndSpaces: (label: string) => `The ${label} may only contain letters and spaces.`,
    phone: (label: string) => `The ${label} must be a valid phone number.`,
    choice: (label: string) => `The selected ${label} is invalid.`,
    maxLength: (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`,
    fileType: (label: string) => `The ${label} must be a file of type: ${resumeTypes.join(', ')}.`,
    fileSize: (label: string, megabytes: number = resumeMaxMegabytes) =>
      `The ${label} may not be greater than ${megabytes} MB.`,
    /** `other` is the label of the field this one must repeat. */
    confirmed: (label: string, other: string) => `The ${label} does not match the ${other}.`,
    accepted: (label: string) => `The ${label} must be accepted.`,
  },
  /** What a visitor sees after sending a form, and when sending fails. */
  form: {
    sending: 'Sending…',
    uploading: (percent: number) => `Uploading… ${Math.round(percent)}%`,
    enquirySent: 'Thank you! Your enquiry has been sent. We will reply within one working day.',
    contactSent: 'Thank you! Your message has been sent. We will get back to you shortly.',
    resumeReceived: 'Thank you! We have received your resume and will be in touch if there is a suitable role.',
    commentAwaitingModeration: 'Thank you! Your comment is awaiting moderation and will appear once approved.',
    fixErrors: 'Please correct the highlighted fields and try again.',
    tooLarge: `The upload is too large. Please attach a file of at most ${resumeMaxMegabytes} MB.`,
    unsupportedType: `This file type is not accepted. Please attach a ${resumeTypes.join(', ')} file.`,
    tooManyRequests: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    serverUnavailable: `Our server is unavailable right now. Please try again shortly or write to us at ${company.email}.`,
    networkError: 'Your message could not be sent. Please check your connection and try again.',
    /** The server refused the page's origin (not in PARTNER_ORIGINS): no retry helps, so the visitor is given another way. */
    originRefused: `This form cannot send from this page. Please write to us at ${company.email}; what you typed is still in the form to copy.`,
  },
} as const;

/**
 * What only the mail server says: refusals of a post the site's own forms never
 * make, and its "what to fix" page. Apart from {@link messages} so the form
 * widgets, which show the server's words from its JSON, do not carry them.
 */
export const serverMessages = {
  backToForm: 'Back to the form',
  /** The form's check (its proof-of-work challenge) refused the post (400); a post without one is still accepted. */
  challenge: {
    forged: "The form's check could not be confirmed. Please reload the page and send the form again.",
    expired: "The form's check expired while the page was open. Please send the form again.",
    used: 'This form was already sent once with this check. Please reload the page to send it again.',
  },
  busy: 'Our server is busy right now. Please wait a few seconds and send the form again.',
  fieldTooLong: 'A field is longer than this form accepts. Please shorten it and send the form again.',
  fixListHeading: 'Please go back and correct the following:',
  /** PUT, DELETE or PATCH on a form's address (405). */
  methodNotAllowed: 'This address only takes form posts (POST).',
  tooManyFields: 'The form sent more fields than it has. Please send it again from the page.',
  tooManyFiles: 'Please attach one file only.',
  /** More posts arriving at once from one address or network than uploadCaps allows (429). */
  tooManyUploads:
    'Several forms are already being sent from your network. Please wait until they finish, then send this one again.',
  /** A body that arrived slower than uploadPace allows (408). */
  tooSlow: 'The form arrived too slowly and was stopped. Please check your connection and send the form again.',
  unreadable: 'The form data could not be read: the upload was cut short or is not a form. Please send the form again.',
  wrongContentType: 'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
  /** A resume refused as unsafe (422): what the visitor reads above the reason. */
  fileUnsafe:
    'This file looks unsafe, so it was not accepted. Please send a clean copy of your resume, for example as a PDF saved from your word processor.',
  /** The virus scanner is down or slow (503): the resume is not kept unscanned. */
  scanUnavailable:
    'We cannot check uploads for viruses right now, so your resume was not accepted. Please try again in a minute.',
  /** Why a resume looks unsafe, under the field; `label` is the field's visible label. */
  unsafeFile: {
    bomb: (label: string) =>
      `The ${label} unpacks to far more than a document does (over 50 MB, over 1,000 parts, or packed over 100 to 1).`,
    macros: (label: string) => `The ${label} contains macros.`,
    program: (label: string) => `The ${label} contains an embedded program or object.`,
    damaged: (label: string) => `The ${label} is a damaged document that cannot be checked.`,
    markup: (label: string) => `The ${label} contains web page code (HTML or a script), which a PDF never needs.`,
    infected: (label: string) => `Our virus scanner found something harmful in the ${label}.`,
  },
} as const;

/** The shape of {@link messages}, for code that passes parts of it around. */
export type Messages = typeof messages;
