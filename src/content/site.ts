import { company } from './company.ts';

/**
 * The company's details: the one place its name, contact points, offices and
 * social links are spelled (its name, address and e-mail in company.ts).
 * Everything else imports them from here.
 */
export interface Office {
  /** Short label shown above the block, e.g. 'India'. */
  region: string;
  city: string;
  /** Address lines, in postal order. */
  address: readonly string[];
  /** Query for the click-to-load map. */
  mapQuery: string;
}

export interface SocialLink {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  href: string;
}

export const site = {
  ...company,
  legalName: 'Veltrix Technologies Private Limited',
  tagline: 'Software, cloud and teams that move your business forward',
  careersEmail: 'careers@veltrixtech.com',
  phone: { display: '+91 44 4852 7730', href: 'tel:+914448527730' },
  copyrightYear: 2025,
  foundedYear: 2014,
  offices: [
    {
      region: 'India',
      city: 'Chennai',
      address: [
        'Level 5, Kaveri Tech Centre',
        '118 Rajiv Gandhi Salai, Perungudi',
        'Chennai, Tamil Nadu 600096',
        'India',
      ],
      mapQuery: 'Rajiv Gandhi Salai, Perungudi, Chennai 600096',
    },
    {
      region: 'USA',
      city: 'Delaware',
      address: ['1201 North Orange Street, Suite 410', 'Wilmington, DE 19801', 'United States'],
      mapQuery: '1201 North Orange Street, Wilmington, DE 19801',
    },
  ] satisfies readonly Office[],
  socials: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/veltrixtech' },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/veltrixtech' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/veltrixtech' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/veltrixtech' },
  ] satisfies readonly SocialLink[],
} as const;

export type Site = typeof site;
