import { officeIn } from './offices.ts';
import { site } from './site.ts';
import type { Picture, SectionHeading, TitledText } from './types.ts';

const india = officeIn('India');
const usa = officeIn('USA');

/** One step of the company's story. */
export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** The body of /about, below its title bar; mission, vision and clients come from home.ts. */
export const aboutPage: {
  intro: SectionHeading & { paragraphs: readonly string[]; picture: Picture };
  highlights: readonly TitledText[];
  process: { heading: SectionHeading; steps: readonly TitledText[] };
  milestones: { heading: SectionHeading; items: readonly Milestone[] };
} = {
  intro: {
    subtitle: 'Who We Are',
    title: 'Engineers, designers and problem solvers',
    paragraphs: [
      `${site.name} began in ${site.foundedYear} as a team of six engineers in ${india.city} building web applications for local manufacturers. Today more than 120 people design, build and run software for clients on four continents, from our engineering center in ${india.city} and our office in ${usa.city}.`,
      'We are deliberately not the biggest firm you could hire. We keep teams small and senior, stay with clients for years rather than projects, and measure ourselves by the software still running long after launch.',
    ],
    picture: {
      src: 'about/office.svg',
      alt: 'An open office with people at desks and a large window onto the city',
      width: 800,
      height: 500,
    },
  },
  highlights: [
    {
      title: 'Senior by default',
      text: 'Every project is led by an engineer with at least eight years of experience who stays on it from the first call to the last release.',
    },
    {
      title: 'Two offices, one team',
      text: 'Contracts, billing and workshops in the United States; engineering, design and support in India, with daily overlap hours.',
    },
    {
      title: 'Open by habit',
      text: 'Shared boards, weekly demos and written decisions mean you always know what we are doing, and why.',
    },
  ],
  process: {
    heading: { subtitle: 'How We Work', title: 'From first call to long-term support' },
    steps: [
      {
        title: 'Discover',
        text: 'Two weeks of workshops, user conversations and technical review that end in a prototype, a scope and a fixed estimate.',
      },
      {
        title: 'Design',
        text: 'Clickable prototypes tested with real users, and a design system your developers can build from directly.',
      },
      {
        title: 'Build',
        text: 'Two-week sprints with a working demo at the end of each, automated tests and a release pipeline from day one.',
      },
      {
        title: 'Support',
        text: 'Monitoring, security updates and steady improvements under a support plan with agreed response times.',
      },
    ],
  },
  milestones: {
    heading: { subtitle: 'Our Story', title: 'A decade of building' },
    items: [
      {
        year: site.foundedYear,
        title: 'Founded',
        text: `Six engineers open the first office in ${india.city}, building web applications for manufacturers.`,
      },
      {
        year: 2017,
        title: 'First dedicated team',
        text: 'A US healthcare client asks us to build a team around its product; that team is still with them.',
      },
      {
        year: 2019,
        title: `Office in ${usa.city}`,
        text: 'We open a US office so clients can contract, meet and be invoiced locally.',
      },
      {
        year: 2021,
        title: 'ERP System launched',
        text: 'Our own ERP product goes live with its first three customers in manufacturing and distribution.',
      },
      {
        year: 2023,
        title: 'CRM Platform launched',
        text: 'The CRM Platform follows, built on lessons from the ERP rollouts and connected to it from the start.',
      },
      {
        year: site.copyrightYear,
        title: '120 specialists',
        text: 'More than 120 engineers, designers and project managers serve clients in nine countries.',
      },
    ],
  },
};
