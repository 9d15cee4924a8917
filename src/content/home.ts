import { site } from './site.ts';
import type { CallToAction, FunFact, HeroCopy, HeroSlide, Picture, Stat, TitledText } from './types.ts';

/** The six core values, kept in their own file and re-exported for the home sections. */
export { coreValues } from './core-values.ts';
/** The four clients of the logo strip. */
export { clients } from './clients.ts';
/** The client testimonials. */
export { testimonials } from './testimonials.ts';

const yearsInBusiness = site.copyrightYear - site.foundedYear;

/** The main hero of / and /home. */
export const hero: HeroCopy = {
  title: 'Best IT Solution For Your Business',
  tagline: 'Create Your Dream Project With Us',
  text: 'Web and mobile apps, cloud platforms and dedicated engineering teams, designed and built with care from our offices in India and the United States.',
  cta: { label: 'Get Started', href: '/about' },
};

/** Hero copy of the alternative home pages, keyed by route name. */
export const heroVariants: Readonly<Record<'home2' | 'home3', HeroCopy>> = {
  home2: {
    title: 'Software That Grows With Your Business',
    tagline: 'Custom Development, Delivered',
    text: 'From a first prototype to a platform that serves millions of requests, we design, build and run software that keeps up with your plans.',
    cta: { label: 'Explore Services', href: '/services' },
  },
  home3: {
    title: 'Your Engineering Team, Extended',
    tagline: 'Offshore Teams and IT Staffing',
    text: 'Add senior developers, testers and DevOps engineers to your team in weeks, with the overlap hours, reporting and security you expect from your own people.',
    cta: { label: 'Talk to Us', href: '/contact' },
  },
};

const slide = (id: string, name: string, caption: string, alt: string): HeroSlide => ({
  id,
  caption,
  picture: { src: `hero/${name}.svg`, alt, width: 960, height: 640 },
});

/** The artwork beside or below the hero of the alternative home pages. */
export const heroArt: Readonly<Record<'home2' | 'home3', Picture>> = {
  home2: {
    src: 'about/company.svg',
    alt: 'Designers and developers working together around a large screen',
    width: 640,
    height: 560,
  },
  home3: {
    src: 'hero/team.svg',
    alt: 'Team members on video tiles around a shared task board',
    width: 960,
    height: 640,
  },
};

/** The three pictures of the fading hero carousel. */
export const heroSlides: readonly HeroSlide[] = [
  slide(
    '1',
    'build',
    'Web and mobile apps built around your workflows',
    'A laptop and a phone showing the same app dashboard',
  ),
  slide(
    '2',
    'cloud',
    'Cloud platforms that scale and recover on their own',
    'Servers connected to a cloud with upward arrows',
  ),
  slide('3', 'team', 'Dedicated teams across time zones', 'Team members on video tiles around a shared task board'),
];

/** The about-company block of the home page. */
export const aboutCompany: {
  slogan: string;
  heading: string;
  paragraphs: readonly string[];
  points: readonly string[];
  picture: Picture;
  cta: CallToAction;
} = {
  slogan: 'Your Vision, Our Innovation',
  heading: 'A technology partner that builds, ships and stays',
  paragraphs: [
    `Since ${site.foundedYear}, ${site.name} has helped startups, mid-sized companies and enterprises turn ideas into working software. Our engineers, designers and project managers work from India and the United States, so you get senior talent, overlapping hours and a partner who understands both markets.`,
    'We keep teams small and senior, write everything down and measure what we ship. Most of our clients came to us for one project and stayed for the next five.',
  ],
  points: [
    'Fixed-scope projects and dedicated teams',
    'Two-week releases you can see and test',
    'Security and accessibility built in, not bolted on',
    'Support plans with agreed response times',
  ],
  picture: {
    src: 'about/company.svg',
    alt: 'Designers and developers working together around a large screen',
    width: 640,
    height: 560,
  },
  cta: { label: 'More About Us', href: '/about' },
};

/** The four counters of the statistics strip. */
export const stats: readonly Stat[] = [
  { value: 50, suffix: '+', label: 'Happy Clients' },
  { value: 100, suffix: '+', label: 'Account Numbers' },
  { value: 70, suffix: '+', label: 'Finished Projects' },
  { value: 150, suffix: '+', label: 'Winning Success' },
];

/** Figures of the fun-facts block on the home variants. */
export const funFacts: readonly FunFact[] = [
  {
    id: '1',
    value: yearsInBusiness,
    suffix: '',
    label: 'Years in Business',
    text: `Building software for clients since ${site.foundedYear}.`,
  },
  {
    id: '2',
    value: 120,
    suffix: '+',
    label: 'Engineers and Designers',
    text: 'Full-time specialists, not a network of freelancers.',
  },
  {
    id: '3',
    value: 9,
    suffix: '',
    label: 'Countries Served',
    text: 'Clients across Asia, North America, Europe and the Middle East.',
  },
  {
    id: '4',
    value: 4,
    suffix: 'h',
    label: 'Support Response',
    text: 'Maximum first response time on business-critical issues.',
  },
];

/** The fixed rating shown beside the core values. */
export const rating = { value: 4.0, outOf: 5, label: 'Average client rating' } as const;

/** The mission card. */
export const mission: TitledText = {
  title: 'Our Mission',
  text: 'To build dependable software and dependable teams for businesses of every size, with honest advice, clear communication and work we are proud to sign.',
};

/** The vision card. */
export const vision: TitledText = {
  title: 'Our Vision',
  text: 'To be the technology partner growing companies trust first, known for products that last and for engineers who care about the people using them.',
};

/** The call-to-action block near the foot of the home pages. */
export const cta: { heading: string; text: string; button: CallToAction } = {
  heading: 'Have a project in mind? Let’s talk it through.',
  text: 'Tell us what you want to build. Within one working day you will hear back from a senior engineer, not a sales script.',
  button: { label: 'Get in Touch', href: '/contact' },
};

export { homeSections } from './home-sections.ts';
