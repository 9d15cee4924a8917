import { site } from './site.ts';
import type { PageMeta } from './types.ts';

/** The pages that have their own title, description and copy. */
export type PageKey =
  | 'home'
  | 'home2'
  | 'home3'
  | 'about'
  | 'services'
  | 'products'
  | 'career'
  | 'contact'
  | 'testimonials'
  | 'techStack'
  | 'login'
  | 'forgot'
  | 'register'
  | 'privacy'
  | 'terms'
  | 'notFound'
  | 'lenis'
  | 'thankYou'
  | 'widgets'
  | 'widgetGuide'
  | 'blog'
  | 'blogLeftSidebar'
  | 'blogFullwidth';

const titled = (page: string) => `${page} | ${site.name}`;

/** Title (at most 60 characters) and description (120 to 160) of each page, for <head>. */
export const pageMeta: Readonly<Record<PageKey, PageMeta>> = {
  home: {
    title: `${site.name} | Web, Mobile, Cloud and IT Teams`,
    description:
      'Custom web and mobile apps, cloud infrastructure, UI/UX design, IT staffing and offshore teams, built by senior engineers in India and the United States.',
  },
  home2: {
    title: titled('Software That Grows With You'),
    description:
      'From first prototype to a platform at scale: we design, build and run custom software that keeps up with your business plans. See how we work with you.',
  },
  home3: {
    title: titled('Offshore Teams and IT Staffing'),
    description:
      'Add senior developers, testers and DevOps engineers to your team in weeks, with daily overlap hours, clear reporting and the security you expect.',
  },
  about: {
    title: titled('About Us'),
    description: `Since ${site.foundedYear}, ${site.name} has built web, mobile and cloud software for growing companies. Meet the team, our values and how we work.`,
  },
  services: {
    title: titled('Our Services'),
    description:
      'Web app development, mobile apps, UI/UX design, cloud infrastructure, IT staffing and offshore development: six ways we help you build and run software.',
  },
  products: {
    title: titled('Our Products'),
    description:
      'Our ERP System and CRM Platform bring purchasing, inventory, finance, sales and customer service together for growing manufacturers and service firms.',
  },
  career: {
    title: titled('Careers'),
    description:
      'Join a team of engineers and designers building real products for clients worldwide. See our open roles and submit your profile with your resume.',
  },
  contact: {
    title: titled('Contact Us'),
    description:
      'Tell us about your project or ask us anything. Reach our offices in India and the United States, or send an enquiry and hear back within one working day.',
  },
  testimonials: {
    title: titled('Testimonials'),
    description:
      'Read what operations leaders, product heads and founders say about working with our engineers, designers and dedicated offshore development teams.',
  },
  techStack: {
    title: titled('Technology Stacks'),
    description:
      'The mobile, frontend, backend, database, cloud and design tools our teams use every day, from React, Flutter and Node.js to AWS, Kubernetes and Figma.',
  },
  login: {
    title: titled('Sign In'),
    description:
      'Sign in to the demonstration client area. This screen shows our interface design work; no account is created and the details entered are never sent.',
  },
  forgot: {
    title: titled('Forgot Password'),
    description:
      'Reset the password of the demonstration client area. This screen shows our interface design work; no e-mail is sent and no account exists behind it.',
  },
  register: {
    title: titled('Sign Up'),
    description:
      'Create an account in the demonstration client area. This screen shows our form design and validation work; nothing you type is stored or sent anywhere.',
  },
  privacy: {
    title: titled('Privacy Policy'),
    description:
      'How we collect, use, keep and protect the personal data sent through our enquiry, careers and comment forms, why we use no tracking cookies, and your rights.',
  },
  terms: {
    title: titled('Terms of Use'),
    description:
      'The terms that govern the use of our website and its embedded forms: acceptable use, intellectual property, your submissions, liability and governing law.',
  },
  notFound: {
    title: titled('Page Not Found'),
    description:
      'The page you were looking for does not exist or has moved. Head back to the home page, or browse our services, products and latest articles instead.',
  },
  lenis: {
    title: titled('Smooth Scrolling and Motion'),
    description:
      'A smooth-scroll demonstration and a short read on how our team approaches motion, performance budgets and reduced-motion preferences on the web.',
  },
  thankYou: {
    title: titled('Thank You'),
    description:
      'Thank you for getting in touch. Your message has reached our team, and a real person will reply to you by e-mail, usually within one working day.',
  },
  widgets: {
    title: titled('Embeddable Widgets'),
    description:
      'Every section of our site as an embeddable web component: add the enquiry form, technology stacks and more to your own pages with one script and one tag.',
  },
  widgetGuide: {
    title: titled('Widget Embedding Guide'),
    description:
      'How to embed our widgets: every tag and attribute, languages, theming with custom properties and parts, events, analytics, the toaster and the CSP you need.',
  },
  blog: {
    title: titled('Latest News'),
    description:
      'Practical articles from our engineers and designers on cloud costs, mobile frameworks, accessibility, offshore teams, ERP rollouts and API security.',
  },
  blogLeftSidebar: {
    title: titled('Blog Archive'),
    description:
      'Browse every article from our team by category and tag: business, design, development, management and software, written from real client projects.',
  },
  blogFullwidth: {
    title: titled('All Articles'),
    description:
      'All our articles in one wide, distraction-free list: practical lessons on building, designing and running software, from the people who do the work.',
  },
};
