import { formLabels } from './form-labels.ts';
import { retentionDays } from './retention.ts';
import { company } from './company.ts';

/**
 * What a form asks the visitor to agree to. `version` names the wording: the
 * server records it with each application, so the company can show which text
 * a person agreed to, and when, after the wording has changed. Change the
 * version whenever the label's meaning changes.
 */
export const consentCopy = {
  careers: {
    // The period is part of what is agreed to: another period is another version.
    version: `careers-resume-2026-11-${retentionDays}d`,
    retentionDays,
    /** The checkbox label, in three parts around the link to the privacy policy. */
    before: `I agree that ${company.name} may keep my resume and details for ${retentionDays} days to consider me for this role and for others that open in that time, as the `,
    link: formLabels.privacyNotice.link,
    after: ' explains. I can ask for them to be deleted at any time.',
  },
} as const;

/** The forms that ask for consent, with the version of the text they show. */
export const formConsent: Readonly<Record<string, { version: string } | undefined>> = { careers: consentCopy.careers };
