import type { LocaleCode } from './locales.ts';

/**
 * The words of the mail the company receives for each form post, written for
 * the person who triages it, that every form's mail shares: the intro, where
 * the lead came from, the consent line. Each form's subject and field labels
 * are beside its fields, in its `…Mail` export (src/content/forms/).
 */
export const leadMail = {
  /** The first line of the body: which form, and when it arrived. */
  intro: (form: string, received: string) => `${form} form, received ${received}`,
  /** A form without a subject of its own (never one of ours, but a record could name one). */
  otherSubject: (form: string, name: string) => `${form} form from ${name}`,
  /** Stands in for a sender who gave no usable name. */
  unnamed: 'a visitor',
  attached: 'Attached',
  /** The plain-text part's fence before the visitor's fields, after the Source block. */
  fieldsHeading: 'Form',
  /** The server's record of a consent the form asked for: which wording (consent.ts) and when it reached us. */
  consent: (version: string, at: string) => `Consent: agreed to the privacy wording ${version} on ${at}.`,
  /** The server's verdict on a lead, atop its Source block when it went to the company mail alone. */
  verdict: {
    unverified:
      "Unverified: the sender's browser did not solve the form's check (JavaScript off, or a bot). Sent to this inbox only: no acknowledgement, webhook or Slack message.",
    suspected: (reasons: string) =>
      `Suspected spam: ${reasons}. Sent to this inbox only: no acknowledgement, webhook or Slack message.`,
    /** Why a lead looks like spam, as the verdict lists it. */
    reasons: {
      linkInName: (label: string) => `a link in ${label}`,
      links: (count: number) => `${count} links`,
      markup: (label: string) => `markup in ${label}`,
    },
  },
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
    /** The language the form spoke to the visitor: the reply should be in it. */
    language: 'Language',
    /** Each language's name in the company's mail, by its code (locales.ts). */
    languageNames: { en: 'English', de: 'German', ar: 'Arabic' } satisfies Record<LocaleCode, string>,
    /** When nothing is known about the page. */
    unknown: 'Not recorded (the post named no page).',
  },
} as const;
