import type { CaseStudy } from './types.ts';

/** The published case studies; the project page finds them by slug. */
export const caseStudies: readonly CaseStudy[] = [
  {
    id: '1',
    slug: '1',
    title: 'Moving a Freight Network to the Cloud',
    subtitle:
      'How we moved a regional logistics company’s dispatch, tracking and billing to the cloud without a single day of downtime.',
    image: {
      src: 'projects/freight-cover.svg',
      alt: 'Delivery trucks on a route map connected to a cloud platform',
      width: 800,
      height: 500,
    },
    facts: {
      location: 'Coimbatore, India',
      client: 'Coromandel Freight Lines',
      architect: 'Anand Krishnamurthy, Lead Cloud Architect',
      projectType: 'Cloud migration and web platform',
      duration: '9 months',
      completed: 'March 2025',
    },
    service: 'Cloud Infrastructure',
    overview: [
      {
        kind: 'paragraph',
        text: 'Coromandel Freight Lines moves parts and packaged goods for manufacturers across South India with a fleet of about 400 trucks. Its dispatch, tracking and billing ran on a single on-premises server and a desktop application written fifteen years ago. Every monsoon season brought at least one power or network outage that stopped dispatch for hours, and the sales team could not give customers a live delivery estimate.',
      },
      {
        kind: 'paragraph',
        text: 'We were asked to move the platform to the cloud without stopping a single day of operations, and to give customers and drivers a web and mobile view of every consignment.',
      },
      { kind: 'heading', text: 'The challenge' },
      {
        kind: 'list',
        items: [
          'A 600 GB database with business rules hidden in stored procedures',
          'No downtime allowed during the peak festive season',
          'Drivers on low-cost Android phones with unreliable mobile data',
          'Billing that had to match the old system to the rupee during parallel running',
        ],
      },
    ],
    strategies: [
      'Mapped every stored procedure and report in a four-week discovery, and agreed which to rebuild and which to retire',
      'Ran the new AWS platform in parallel with the old server for six weeks, comparing invoices line by line every night',
      'Split the monolith into dispatch, tracking and billing services on containers, with Terraform for all infrastructure',
      'Built an offline-first Android app for drivers that syncs proof of delivery when a signal returns',
      'Moved customers to a self-service tracking portal with live estimates from GPS data',
      'Trained dispatchers in small groups and kept a floor-walker on every shift for the first two weeks',
    ],
    results: [
      'Zero unplanned downtime since go-live, through the full monsoon season',
      'Dispatch planning time cut from about two hours to twenty-five minutes a day',
      'Customer calls asking "where is my consignment?" down by 62 percent',
      'Infrastructure cost 18 percent lower than the old server and its support contract',
      'Invoices issued the same day as delivery instead of at the end of the week',
    ],
    quote: {
      text: 'They treated our dispatch floor as the real customer. The cut-over happened on a Sunday night, and on Monday morning nobody on the floor noticed anything except that the screens were faster.',
      author: 'Revathi Sundaram',
      role: 'Chief Operating Officer, Coromandel Freight Lines',
    },
    gallery: [
      {
        src: 'projects/freight-dispatch.svg',
        alt: 'The dispatch board with routes, trucks and delivery windows',
        width: 800,
        height: 500,
      },
      {
        src: 'projects/freight-driver-app.svg',
        alt: 'The driver app showing a delivery checklist and proof-of-delivery photo step',
        width: 800,
        height: 500,
      },
      {
        src: 'projects/freight-architecture.svg',
        alt: 'Architecture diagram: services in containers behind a load balancer with a managed database',
        width: 800,
        height: 500,
      },
      {
        src: 'projects/freight-tracking.svg',
        alt: 'The customer tracking portal with a consignment moving along a map',
        width: 800,
        height: 500,
      },
    ],
  },
];

/** The case study with this slug, or undefined when none has it. */
export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

/** A card of the home page's case-study slider. */
export interface CaseStudyCard {
  id: string;
  title: string;
  category: string;
  summary: string;
  picture: CaseStudy['image'];
  /** The full story where one is published, otherwise the contact page to discuss it. */
  href: string;
  linkLabel: string;
}

const [freight] = caseStudies;

/** The case-study slider's cards: the published study first, then projects we talk through on request. */
export const caseStudyCards: readonly CaseStudyCard[] = [
  {
    id: 'freight',
    title: freight!.title,
    category: freight!.service,
    summary:
      'Dispatch, tracking and billing moved to AWS with zero downtime, and an offline-first app for 400 drivers.',
    picture: freight!.image,
    href: `/projects/${freight!.slug}`,
    linkLabel: 'Read the case study',
  },
  {
    id: 'patient-app',
    title: 'Rebuilding a Patient App Around Real Appointments',
    category: 'Mobile App Development',
    summary: 'A hospital group’s booking app went from two stars to 4.6 after six months of research-led releases.',
    picture: {
      src: 'services/mobile-app-development.svg',
      alt: 'A phone showing an appointment booking screen',
      width: 800,
      height: 500,
    },
    href: '/contact',
    linkLabel: 'Discuss a similar project',
  },
  {
    id: 'retail-team',
    title: 'An Offshore Team for a Growing Retailer',
    category: 'Offshore Development',
    summary: 'Eight engineers joined an e-commerce department in five weeks and now ship every fortnight.',
    picture: {
      src: 'services/offshore-development.svg',
      alt: 'Two offices on a globe joined by a shared task board',
      width: 800,
      height: 500,
    },
    href: '/contact',
    linkLabel: 'Discuss a similar project',
  },
  {
    id: 'wealth-portal',
    title: 'A Client Portal for a Wealth Manager',
    category: 'Web App Development',
    summary: 'Statements, documents and secure messaging in one portal that replaced quarterly PDF mailings.',
    picture: {
      src: 'services/web-app-development.svg',
      alt: 'A browser window with a dashboard layout',
      width: 800,
      height: 500,
    },
    href: '/contact',
    linkLabel: 'Discuss a similar project',
  },
  {
    id: 'design-system',
    title: 'One Design System for Five Products',
    category: 'UI/UX',
    summary: 'A shared component library cut design-to-release time by a third across web and mobile teams.',
    picture: {
      src: 'services/ui-ux.svg',
      alt: 'Wireframes, colour swatches and a component library',
      width: 800,
      height: 500,
    },
    href: '/contact',
    linkLabel: 'Discuss a similar project',
  },
];

/** Fixed copy of the case-study page around the study's own text. */
export const projectPageCopy = {
  subtitle: 'Case Study',
  crumb: 'Case Study',
  strategiesHeading: 'Strategies',
  resultsHeading: 'Results',
  contactHeading: 'Get in touch about a similar project',
  contactText:
    'Facing a similar migration or rebuild? Tell us where you are today and a senior engineer will reply within one working day.',
} as const;
