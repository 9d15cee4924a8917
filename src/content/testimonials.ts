import type { Testimonial } from './types.ts';

/** What clients said about the work, for the home carousel and the testimonials page. */
export const testimonials: readonly Testimonial[] = [
  {
    id: '1',
    slug: 'coromandel-freight',
    name: 'Revathi Sundaram',
    role: 'Chief Operating Officer',
    company: 'Coromandel Freight Lines',
    quote:
      'We moved our whole dispatch platform to the cloud in the middle of our busiest season and not one truck left late. The team planned for every failure we could think of, and a few we had not.',
  },
  {
    id: '2',
    slug: 'brightfield-health',
    name: 'Dr. Michael Osei',
    role: 'Director of Digital Services',
    company: 'Brightfield Health',
    quote:
      'Our patient app had a two-star rating when they took it over. Six months of careful research and steady releases later it sits at 4.6, and support calls about appointments have halved.',
  },
  {
    id: '3',
    slug: 'harbor-and-pine',
    name: 'Laura Whitfield',
    role: 'VP of E-commerce',
    company: 'Harbor & Pine Retail',
    quote:
      'The offshore team feels like part of our own department. They join our stand-ups, challenge our assumptions politely and ship every two weeks without fail.',
  },
  {
    id: '4',
    slug: 'tidewater-capital',
    name: 'Arjun Mehta',
    role: 'Head of Technology',
    company: 'Tidewater Capital',
    quote:
      'We needed two senior React engineers in a hurry. We had a shortlist in eight days, and both engineers are still with us eighteen months later.',
  },
  {
    id: '5',
    slug: 'sree-lakshmi',
    name: 'Priya Natarajan',
    role: 'Managing Director',
    company: 'Sree Lakshmi Components',
    quote:
      'The ERP rollout was the first IT project in our company that finished on the date we were promised. Our month-end close now takes two days instead of eight.',
  },
];
