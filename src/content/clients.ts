import type { ClientLogo } from './types.ts';

/** The four clients of the rotating logo strip (logos are 180x60). */
export const clients: readonly ClientLogo[] = [
  {
    id: '1',
    name: 'Coromandel Freight Lines',
    logo: { src: 'clients/coromandel-freight.svg', alt: 'Coromandel Freight Lines logo', width: 180, height: 60 },
  },
  {
    id: '2',
    name: 'Brightfield Health',
    logo: { src: 'clients/brightfield-health.svg', alt: 'Brightfield Health logo', width: 180, height: 60 },
  },
  {
    id: '3',
    name: 'Harbor & Pine Retail',
    logo: { src: 'clients/harbor-pine.svg', alt: 'Harbor & Pine Retail logo', width: 180, height: 60 },
  },
  {
    id: '4',
    name: 'Tidewater Capital',
    logo: { src: 'clients/tidewater-capital.svg', alt: 'Tidewater Capital logo', width: 180, height: 60 },
  },
];
