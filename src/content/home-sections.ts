// The sections' headings, apart from the rest of home.ts, so a widget that shows
// one section (the tech stack) does not carry every home section's copy.
import type { SectionHeading } from './types.ts';

/**
 * Section headings of the home pages, one per section that needs them, and of
 * the products' cards, which /products words as its title and intro.
 */
export const homeSections = {
  services: {
    subtitle: 'What We Do',
    title: 'Services built around your goals',
    text: 'Six ways we help companies design, build and run software.',
  },
  products: {
    subtitle: 'Products',
    title: 'Our Products',
    text: 'Alongside our client work, we build and support two products of our own. Both run in the browser, import your existing data and grow with you one module at a time.',
  },
  funFacts: { subtitle: 'By the Numbers', title: 'Small enough to care, big enough to deliver' },
  caseStudies: {
    subtitle: 'Case Studies',
    title: 'Recent work we are proud of',
    text: 'Real projects, real constraints and the results they led to.',
  },
  coreValues: { subtitle: 'Core Values', title: 'The principles behind every project' },
  missionVision: { subtitle: 'Why We Exist', title: 'Mission and vision' },
  clients: { subtitle: 'Our Clients', title: 'Trusted by growing businesses' },
  testimonials: { subtitle: 'Testimonials', title: 'What our clients say' },
  techStack: {
    subtitle: 'Technology',
    title: 'Tools we know inside out',
    text: 'We pick the stack that fits your problem and your team, not the one that is fashionable this year.',
  },
  blog: { subtitle: 'From the Blog', title: 'Latest news and insights' },
} as const satisfies Record<string, SectionHeading>;
