import { consentCopy } from './consent.ts';
import { officeIn } from './offices.ts';
import { site } from './site.ts';

/** One form's acknowledgement: its subject and the paragraphs that say what happens next. */
export interface AcknowledgementCopy {
  subject: string;
  paragraphs: readonly string[];
}

const headOffice = officeIn('India');
const host = new URL(site.url).host;

/**
 * The automatic reply to the address a visitor gave in a form. It carries no
 * word the visitor typed (not even the name: a name field of letters and
 * spaces can still carry a sales pitch), so whoever enters someone else's
 * address can make us send only this fixed text, at most once an hour.
 */
export const acknowledgementCopy = {
  /** Generic on purpose: see above. */
  greeting: 'Hello,',
  forms: {
    enquiry: {
      subject: `We have received your enquiry – ${site.name}`,
      paragraphs: [
        `Thank you for your enquiry. It has reached our sales team, and a senior engineer will reply within one business day with questions, a rough plan and an honest estimate.`,
        `If your project is urgent, call us on ${site.phone.display}, or reply to this e-mail to add anything you forgot.`,
      ],
    },
    careers: {
      subject: `We have received your application – ${site.name}`,
      paragraphs: [
        `Thank you for applying to ${site.name}. Our recruitment team reviews every resume within two weeks and will contact you when your profile fits an open role.`,
        `As you agreed when you applied, we keep your resume and details for ${consentCopy.careers.retentionDays} days to consider you for this role and for others that open in that time, and then delete them. Reply to this e-mail at any time to ask us to delete them sooner.`,
      ],
    },
    contact: {
      subject: `We have received your message – ${site.name}`,
      paragraphs: [
        `Thank you for your message. It has reached our team, and a real person will read it and reply by e-mail within two business days.`,
        `If it is urgent, call us on ${site.phone.display}.`,
      ],
    },
  } satisfies Record<string, AcknowledgementCopy>,
  /** Why nothing of the form is repeated, and what to do if someone else used this address. */
  privacy: `For your privacy this automatic reply does not repeat what was sent. You received it because this address was entered in a form on ${host}; if that was not you, please ignore it. We send at most one such reply an hour and add no one to a mailing list.`,
  signOff: `Kind regards,\nThe ${site.name} team`,
  /** The company's name and contact points under the sign-off, from the one site config. */
  signature: [site.legalName, headOffice.address.join(', '), site.phone.display, site.url],
} as const;

/** The forms an acknowledgement can be sent for: those with wording above. */
export type AcknowledgedForm = keyof typeof acknowledgementCopy.forms;

/** Every form with wording, in the order an operator lists them. */
export const acknowledgedForms = Object.keys(acknowledgementCopy.forms) as AcknowledgedForm[];
