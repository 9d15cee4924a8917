import { officeIn } from '../offices';
import { heading, list, paragraph } from '../rich';
import { site } from '../site';
import type { LegalDocument } from '../types';

const india = officeIn('India');
const usa = officeIn('USA');

/** The privacy notice shown at /privace. */
export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2025-06-01',
  pictures: [
    {
      src: 'legal/privacy-shield.svg',
      alt: 'A shield with a padlock protecting a stack of documents',
      width: 800,
      height: 400,
    },
    {
      src: 'legal/privacy-data.svg',
      alt: 'A form and a resume passing through a lock into a secure folder',
      width: 800,
      height: 400,
    },
  ],
  body: [
    paragraph(
      `This notice explains what personal data ${site.legalName} ("${site.name}", "we", "us") collects through this website, why we collect it, how long we keep it and the choices you have. We wrote it to be read, so it is short and plain. It applies to this website and the forms on it, including forms embedded on partner websites.`,
    ),
    heading('Who is responsible for your data'),
    paragraph(
      `${site.legalName} is the controller of the personal data described here. Our registered office is at ${india.address.join(', ')}, and our United States office is at ${usa.address.join(', ')}. You can reach us about privacy at any time at ${site.email}.`,
    ),
    heading('What we collect and why'),
    list(
      'Enquiries: when you use the enquiry or contact form, we receive your name, e-mail address, phone number, the service you are interested in and your message. We use them to answer you and, if you become a client, to prepare a proposal.',
      'Job applications: when you submit your profile, we receive your name, e-mail address, phone number, resume and message. We use them only to assess your application for current and suitable future roles.',
      'Blog comments: when you post a comment, we receive your name, e-mail address and comment. Your name and comment are published after moderation; your e-mail address is never published.',
      'Technical data: our servers record the IP address, date, requested page and browser type of each request. We use this only to keep the site secure, to limit abuse of the forms and to fix errors.',
    ),
    paragraph(
      'We do not buy personal data, we do not sell it, and we do not use it for automated decisions about you. The sign-in, sign-up and password pages on this site are demonstrations: they do not create accounts, and the details typed into them are not sent to us.',
    ),
    heading('Our legal bases'),
    paragraph(
      'We process enquiries and applications because you asked us to, and to take steps before entering into a contract with you. We process technical data because we have a legitimate interest in running a secure website. Where the law requires consent, such as keeping your resume for future roles, we ask for it and you can withdraw it at any time. We handle data in line with the Digital Personal Data Protection Act, 2023 of India and, for visitors in the European Economic Area and the United Kingdom, the GDPR.',
    ),
    heading('Who we share it with'),
    paragraph(
      'Only the people in our company who need your data to answer you can see it. We use a small number of service providers to host this website and to deliver e-mail; they process data only on our instructions and under written agreements. We disclose data to authorities only when the law requires it. Because we work from India and the United States, your data may be handled in both countries, always with the same protections.',
    ),
    heading('How long we keep it'),
    list(
      'Enquiries that do not lead to a project: 24 months after our last contact with you',
      'Client correspondence: for the length of the contract and as long afterward as tax and company law require',
      'Resumes and applications: 12 months after you apply, or longer only with your consent',
      'Published comments: for as long as the article is online, unless you ask us to remove them',
      'Server logs: 30 days, unless they are needed to investigate a security incident',
    ),
    heading('Cookies and similar technology'),
    paragraph(
      'This website does not use cookies for tracking, advertising or analytics, and it loads no third-party scripts while you read it. Your browser stores a few small settings in local storage so the site works as expected; they never leave your device. Office maps are shown only when you click to load them, and only then does your browser contact the map provider, whose own privacy policy applies.',
    ),
    heading('How we protect it'),
    paragraph(
      'Form submissions travel over encrypted connections and are stored on access-controlled systems. Resumes are checked before they are accepted, and only our recruitment team can open them. Our staff are bound by confidentiality obligations and receive regular security training.',
    ),
    heading('Your rights'),
    paragraph(
      'You can ask us for a copy of your personal data, ask us to correct or delete it, object to or restrict how we use it, withdraw consent you have given and, where applicable, ask for your data in a portable format. You can also nominate someone to exercise these rights for you. We reply within 30 days. If you are not satisfied with our answer, you may complain to the data protection authority where you live.',
    ),
    heading('Children'),
    paragraph(
      'This website is meant for businesses and job seekers. We do not knowingly collect personal data from anyone under 18. If you believe a child has sent us their details, please tell us and we will delete them.',
    ),
    heading('Changes and contact'),
    paragraph(
      `When we change this notice, we update the date at the top of the page, and we explain significant changes on this page. For any question about privacy, or to exercise your rights, write to ${site.email} with "Privacy" in the subject line.`,
    ),
  ],
};
