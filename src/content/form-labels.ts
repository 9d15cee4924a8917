/**
 * Words every form shares (the trap field, the upload's progress, the privacy
 * line); each form's own are in its descriptor (src/content/forms/), error
 * wording in messages.ts.
 */
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
  search: { label: 'Search articles', placeholder: 'Search…', submit: 'Search' },
} as const;
