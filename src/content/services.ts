import { officeIn } from './offices.ts';
import { serviceName } from './service-names.ts';
import type { Service } from './types.ts';

const india = officeIn('India');

/** The six services, in menu order; the sidebar and footer list them as they stand here. Each page's body is in service-content.ts. */
export const services: readonly Service[] = [
  {
    id: '01',
    ...serviceName('web-app-development'),
    description:
      'Fast, secure web applications built around your workflows, from customer portals to internal tools that replace spreadsheets.',
    icon: 'Globe',
    image: {
      src: 'services/web-app-development.svg',
      alt: 'A browser window with a dashboard layout and code brackets beside it',
      width: 800,
      height: 500,
    },
  },
  {
    id: '02',
    ...serviceName('mobile-app-development'),
    description:
      'Native and cross-platform apps for iOS and Android that people keep on their home screen, with the backend and support to run them.',
    icon: 'Smartphone',
    image: {
      src: 'services/mobile-app-development.svg',
      alt: 'Two smartphones showing a list screen and a chart screen',
      width: 800,
      height: 500,
    },
  },
  {
    id: '03',
    ...serviceName('ui-ux'),
    description:
      'Research-led interface design that makes your products easy to learn, pleasant to use and consistent across every screen and device.',
    icon: 'PenTool',
    image: {
      src: 'services/ui-ux.svg',
      alt: 'A design canvas with wireframe blocks, a color palette and a pen tool',
      width: 800,
      height: 500,
    },
  },
  {
    id: '04',
    ...serviceName('cloud-infrastructure'),
    description:
      'Cloud platforms on AWS, Azure and Google Cloud that are secure by default, cost what you planned and recover on their own.',
    icon: 'Cloud',
    image: {
      src: 'services/cloud-infrastructure.svg',
      alt: 'A cloud above three connected server racks with a shield and a gauge',
      width: 800,
      height: 500,
    },
  },
  {
    id: '05',
    ...serviceName('it-staffing'),
    description:
      'Pre-vetted developers, testers and DevOps engineers who join your team within weeks, on contract, contract-to-hire or full-time terms.',
    icon: 'Users',
    image: {
      src: 'services/it-staffing.svg',
      alt: 'Three people profiles connected to a central team board',
      width: 800,
      height: 500,
    },
  },
  {
    id: '06',
    ...serviceName('offshore-development'),
    description: `A dedicated team in ${india.city} that works as an extension of yours, with overlap hours, clear reporting and predictable monthly cost.`,
    icon: 'Building2',
    image: {
      src: 'services/offshore-development.svg',
      alt: 'A globe with a connection arc between two office buildings',
      width: 800,
      height: 500,
    },
  },
];

/** The service with this slug, or undefined when none has it. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
