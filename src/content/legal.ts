import { retentionDays } from './retention.ts';
import { site } from './site.ts';
import type { FaqItem } from './types.ts';

/** The privacy notice (/privace) and the terms of use (/terms), from legal/privacy.md and legal/terms.md. */
export { privacy, terms } from 'virtual:it-content/legal';

/** The four questions of the FAQ accordion on the privacy and terms pages. */
export const faq: readonly FaqItem[] = [
  {
    question: 'Do you use cookies to track me?',
    answer:
      'No. This website sets no tracking, advertising or analytics cookies and loads no third-party scripts while you read it. A few settings are kept in your browser’s local storage so the site works as expected, and they never leave your device.',
  },
  {
    question: 'How long do you keep my resume?',
    answer: `We keep your application and resume for ${retentionDays} days after you apply, so we can consider you for the role and for others that open in that time, and then we delete them. To be considered again later, simply apply again. You can ask us to delete your resume sooner at any time.`,
  },
  {
    question: 'How can I see, correct or delete the data you hold about me?',
    answer: `Write to ${site.email} with "Privacy" in the subject line and tell us what you would like us to do. We confirm your request within a few working days and complete it within 30 days.`,
  },
  {
    question: 'Who owns the software you build for my company?',
    answer:
      'You do. Unless a contract says otherwise, the source code, designs and documentation we create for a project are assigned to the client once the related invoices are paid. We only reuse general-purpose tools and libraries that we owned beforehand or that are open source, and we list them in the handover.',
  },
];

/** The heading above the FAQ accordion. */
export const faqHeading = 'Frequently Asked Questions';
