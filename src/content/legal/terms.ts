import { officeIn } from '../offices';
import { heading, list, paragraph } from '../rich';
import { site } from '../site';
import type { LegalDocument } from '../types';

const india = officeIn('India');

/** The terms of use shown at /terms. */
export const terms: LegalDocument = {
  title: 'Terms of Use',
  updated: '2025-06-01',
  pictures: [
    {
      src: 'legal/terms-document.svg',
      alt: 'A document with a signature line and a check mark',
      width: 800,
      height: 400,
    },
    {
      src: 'legal/terms-balance.svg',
      alt: 'A balanced scale holding two documents joined by a dotted line',
      width: 800,
      height: 400,
    },
  ],
  body: [
    paragraph(
      `These terms govern your use of this website, which is operated by ${site.legalName} ("${site.name}", "we", "us"). By using the website, or any of its components embedded on another website, you agree to them. If you do not agree, please do not use the website.`,
    ),
    heading('Using this website'),
    paragraph(
      'You may browse the website, read and share its content with attribution, and use its forms to contact us or apply for a job. When you do, you agree not to:',
    ),
    list(
      'send false, misleading or unlawful information, or information about other people without their permission',
      'upload files that contain malware or that you have no right to share',
      'attempt to gain unauthorized access to the website, its servers or its data, or to disrupt its operation',
      'send automated or bulk submissions through the forms, or scrape the website in a way that burdens it',
    ),
    paragraph(
      'We may block access or remove submissions that break these rules. The sign-in, sign-up and password pages demonstrate our design work; they do not create accounts or grant access to any service.',
    ),
    heading('Intellectual property'),
    paragraph(
      `The content of this website, including its text, illustrations, logos, product names and code, belongs to ${site.legalName} or is used with permission, and is protected by copyright and trademark law. You may quote short extracts of our articles with a link to the original. Any other copying, modification or commercial use needs our written permission. Client names and logos appear with their permission and remain the property of their owners.`,
    ),
    heading('What you send us'),
    paragraph(
      'You keep ownership of what you submit. By posting a comment, you allow us to publish, edit for length and moderate it on this website. Ideas you share in an enquiry remain yours; we treat project details as confidential and are happy to sign a mutual non-disclosure agreement before detailed discussions. How we handle personal data is described in our Privacy Policy.',
    ),
    heading('Information on this website'),
    paragraph(
      'We write our articles and service descriptions carefully, but they are general information, not professional advice for your situation. Figures in case studies describe the results of specific projects and are not a promise of the same results for yours. Prices, scope and timelines are agreed only in a signed proposal or contract, whose terms take precedence over anything on this website.',
    ),
    heading('Links to other websites'),
    paragraph(
      'The website links to other websites, such as our social media pages and, when you choose to load them, map services. We do not control those websites and are not responsible for their content or their privacy practices.',
    ),
    heading('Availability and liability'),
    paragraph(
      'We aim to keep the website available and accurate, but we provide it "as is", without warranties of any kind, and we may change or withdraw any part of it at any time. To the extent the law allows, we are not liable for any indirect or consequential loss, or for loss of profit, data or business, arising from your use of the website or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
    ),
    heading('Governing law'),
    paragraph(
      `These terms are governed by the laws of India. Any dispute about them is subject to the exclusive jurisdiction of the courts at ${india.city}, unless the law of your country gives you the right to bring proceedings where you live.`,
    ),
    heading('Changes and contact'),
    paragraph(
      `We may update these terms from time to time; the date at the top of the page shows the latest version, and continuing to use the website after a change means you accept it. Questions about these terms are welcome at ${site.email}.`,
    ),
  ],
};
