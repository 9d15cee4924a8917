import type { CaseStudy } from './types';

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
