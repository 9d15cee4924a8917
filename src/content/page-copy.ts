import { heroVariants, hero } from './home.ts';
import { homeSections } from './home-sections.ts';
import { lenisSections } from './lenis.ts';
import { privacy, terms } from './legal.ts';
import { pageMessages } from './page-messages.ts';
import type { PageKey } from './page-meta.ts';
import { site } from './site.ts';
import type { PageCopy } from './types.ts';

/**
 * The visible h1, the small line above it and the intro paragraph of each
 * page, plus a few page-specific strings. Text already spelled elsewhere
 * (hero copy, policy titles, messages) is referenced, not repeated.
 */
export const pageCopy = {
  home: { subtitle: hero.tagline, title: hero.title, intro: hero.text },
  home2: { subtitle: heroVariants.home2.tagline, title: heroVariants.home2.title, intro: heroVariants.home2.text },
  home3: { subtitle: heroVariants.home3.tagline, title: heroVariants.home3.title, intro: heroVariants.home3.text },
  about: {
    subtitle: 'About Us',
    title: 'We Build Software Businesses Rely On',
    intro: `${site.name} is a software and IT services company with offices in India and the United States. For more than a decade we have helped companies design, build and run the web apps, mobile apps and cloud platforms their customers and teams depend on.`,
  },
  services: {
    subtitle: 'Our Services',
    title: 'Turn Your Big Idea into a Real Business Concept.',
    intro:
      'Whether you need a new product built from scratch, an existing system moved to the cloud or a few extra engineers next month, we have a team for it. Choose a service to see what it includes.',
  },
  products: {
    subtitle: homeSections.products.subtitle,
    title: homeSections.products.title,
    intro: homeSections.products.text,
  },
  career: {
    subtitle: 'Careers',
    title: 'Build Software That Matters With Us',
    intro:
      'We are always looking for engineers, designers and testers who care about the people who will use their work. Tell us about yourself and the kind of problems you like to solve.',
    formTitle: 'Submit Your Profile',
    formText:
      'Attach your resume (PDF, DOC, DOCX, ODT or RTF, up to 5 MB) and a few lines about what you are looking for. We read every application and reply to each one.',
    emailAlternative: 'Prefer e-mail? Send your resume to',
  },
  contact: {
    subtitle: 'Contact Us',
    title: 'Have Any Question?',
    intro: "We're here to help and answer any question you might have",
    officesHeading: 'Our Offices',
    formTitle: 'Send Us an Enquiry',
    formText: 'Tell us a little about your project. A senior engineer will reply within one working day.',
  },
  testimonials: {
    subtitle: 'What Clients Say',
    title: 'Testimonial',
    intro:
      'We measure our work by what happens after launch. Here is what some of the people we have worked with say about the experience.',
  },
  techStack: {
    subtitle: 'Technology',
    title: 'Technology Stacks',
    intro:
      'Our teams work across mobile, frontend, backend, database, cloud and design tools. We recommend what fits your problem and your team, and we are happy to work with the stack you already have.',
  },
  login: {
    subtitle: 'Client Area',
    title: 'Sign In',
    intro:
      'This sign-in screen demonstrates our form design. No account exists behind it, and nothing you type is sent to us.',
  },
  forgot: {
    subtitle: 'Client Area',
    title: 'Forgot Password',
    intro:
      'Enter your e-mail address and we will walk you through resetting your password. This screen is a demonstration; no e-mail is sent.',
  },
  register: {
    subtitle: 'Client Area',
    title: 'Sign Up',
    intro:
      'Create a free account in a few seconds. This screen demonstrates our form design and validation; nothing you type is stored or sent.',
  },
  privacy: {
    subtitle: 'Legal',
    title: privacy.title,
    intro: 'What we collect through this website, why, how long we keep it and the rights you have over it.',
  },
  terms: {
    subtitle: 'Legal',
    title: terms.title,
    intro: 'The rules for using this website and its embedded forms, in plain language.',
  },
  notFound: {
    subtitle: 'Error 404',
    title: pageMessages.notFound.page,
    intro: 'The page you are looking for may have moved, or the link may be mistyped. Let’s get you back on track.',
    linkLabel: pageMessages.notFound.backHome,
  },
  lenis: {
    subtitle: 'Smooth Scrolling',
    title: 'Motion With a Purpose',
    intro:
      'Scroll down this page to feel smooth scrolling in action, and read how our team balances motion, performance and comfort.',
    sections: lenisSections,
  },
  thankYou: {
    subtitle: 'Message Received',
    title: 'Thank You for Getting in Touch!',
    intro:
      'Your message has reached our team. A real person will read it and reply by e-mail, usually within one working day. If you sent a resume, our recruitment team will contact you when a suitable role is open.',
    linkLabel: pageMessages.notFound.backHome,
  },
  widgets: {
    subtitle: 'For Partners',
    title: 'Embeddable Widgets',
    intro:
      'Every section of this site is also a web component you can place on your own pages. Add one script and one tag; styles stay isolated, and you can theme each widget with CSS custom properties.',
  },
  widgetGuide: {
    subtitle: 'For Partners',
    title: 'Embedding Guide',
    intro:
      'How to place our widgets on your pages: the snippet, every attribute, languages, theming, events, analytics and the Content-Security-Policy your page needs.',
  },
  blog: {
    subtitle: 'Blog',
    title: 'Latest News',
    intro:
      'Practical lessons from our projects: building, designing and running software, and the decisions around it.',
  },
  blogLeftSidebar: {
    subtitle: 'Blog',
    title: 'Blog Archive',
    intro: 'Every article we have published, newest first. Use the sidebar to search or to filter by category and tag.',
  },
  blogFullwidth: {
    subtitle: 'Blog',
    title: 'All Articles',
    intro: 'All our articles in one wide list, without the sidebar.',
  },
} as const satisfies Record<PageKey, PageCopy & { readonly [extra: string]: unknown }>;

/** The detail pages' small line above the title and their sidebar's name and heading. */
export const detailCopy = {
  service: { subtitle: 'Services', asideLabel: 'All services', asideTitle: 'Our Services' },
  product: { subtitle: 'Products', asideLabel: 'Product overview', asideTitle: 'Product Overview' },
} as const;
