import { officeIn } from './offices.ts';
import { retentionDays } from './retention.ts';
import type { Picture, SectionHeading, TitledText } from './types.ts';

const india = officeIn('India');

/** A role the company is hiring for. */
export interface Opening {
  id: string;
  title: string;
  location: string;
  type: string;
  summary: string;
}

/** The body of /career: why join, the open roles and the form's picture. */
export const careers: {
  picture: Picture;
  perksHeading: SectionHeading;
  perks: readonly TitledText[];
  openingsHeading: SectionHeading;
  openings: readonly Opening[];
} = {
  picture: {
    src: 'about/careers.svg',
    alt: 'A person climbing steps made of code blocks toward a flag',
    width: 800,
    height: 500,
  },
  perksHeading: { subtitle: 'Why Join Us', title: 'Work that you will want to show people' },
  perks: [
    {
      title: 'Real products',
      text: 'You will work on software that thousands of people use every day, not on throwaway prototypes.',
    },
    {
      title: 'Learning budget',
      text: 'An annual budget for courses, certifications and conferences, and time set aside each sprint to use it.',
    },
    {
      title: 'Flexible hours',
      text: 'Core overlap hours with clients, and freedom around them; hybrid work from our office or from home.',
    },
    {
      title: 'Health cover',
      text: 'Medical insurance for you, your spouse, your children and your parents.',
    },
  ],
  openingsHeading: {
    subtitle: 'Open Roles',
    title: 'We are hiring',
    text: `Do not see your role? Submit your profile anyway; we keep it for ${retentionDays} days and contact you if a role that fits opens in that time.`,
  },
  openings: [
    {
      id: 'senior-react',
      title: 'Senior React Developer',
      location: `${india.city}, hybrid`,
      type: 'Full-time',
      summary: 'Lead front-end work on client web apps in React and TypeScript, and mentor two to three developers.',
    },
    {
      id: 'flutter',
      title: 'Flutter Developer',
      location: `${india.city}, hybrid`,
      type: 'Full-time',
      summary: 'Build and ship cross-platform mobile apps, from first screen to store release.',
    },
    {
      id: 'devops',
      title: 'DevOps Engineer',
      location: `${india.city}, hybrid`,
      type: 'Full-time',
      summary: 'Run AWS and Azure platforms with Terraform and Kubernetes, and own CI/CD pipelines.',
    },
    {
      id: 'qa-automation',
      title: 'QA Automation Engineer',
      location: `${india.city}, hybrid`,
      type: 'Full-time',
      summary: 'Design automated test suites with Selenium and Playwright, and make quality visible to the team.',
    },
    {
      id: 'ux-designer',
      title: 'UI/UX Designer',
      location: `${india.city} or remote (India)`,
      type: 'Full-time',
      summary: 'Research, prototype and design web and mobile products in Figma with our engineers.',
    },
  ],
};
