import { site } from './site.ts';

/** Copy of the call-to-action band above the footer. */
export const footerArea = {
  heading: 'Ready to start your project?',
  text: 'Tell us what you want to build. A senior engineer replies within one business day with questions, a rough plan and an honest estimate.',
  cta: { label: 'Get in touch', href: '/contact' },
} as const;

/** Copy of the footer outside its link columns. */
export const footerCopy = {
  /** Accessible name of the footer's navigation. */
  navLabel: 'Footer',
  about: site.tagline,
  socialHeading: 'Follow us',
  /** Accessible name of one social link, e.g. '<company name> on LinkedIn'. */
  socialLabel: (network: string) => `${site.name} on ${network}`,
  copyright: `© ${site.copyrightYear} ${site.legalName}. All rights reserved.`,
  scrollTop: 'Back to top',
} as const;
