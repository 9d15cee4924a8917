import { formLabels } from './form-labels';
import { site } from './site';

/** How long an applicant's resume is kept: the consent says it, and the acknowledgement repeats it. */
const RESUME_RETENTION_MONTHS = 12;

/**
 * What a form asks the visitor to agree to. `version` names the wording: the
 * server records it with each application, so the company can show which text
 * a person agreed to, and when, after the wording has changed. Change the
 * version whenever the label's meaning changes.
 */
export const consentCopy = {
  careers: {
    version: 'careers-resume-2026-11',
    retentionMonths: RESUME_RETENTION_MONTHS,
    /** The checkbox label, in three parts around the link to the privacy policy. */
    before: `I agree that ${site.name} may keep my resume and details for ${RESUME_RETENTION_MONTHS} months to consider me for this and future roles, as the `,
    link: formLabels.privacyNotice.link,
    after: ' explains. I can ask for them to be deleted at any time.',
  },
} as const;

/** The forms that ask for consent, with the version of the text they show. */
export const formConsent: Readonly<Record<string, { version: string } | undefined>> = { careers: consentCopy.careers };
