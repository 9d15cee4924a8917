import type { ComponentType } from 'react';
import { About } from '../widgets/about/About';
import { Cta } from '../widgets/cta/Cta';
import { CareersForm } from '../widgets/careers-form/CareersForm';
import { CaseStudies } from '../widgets/case-studies/CaseStudies';
import { Clients } from '../widgets/clients/Clients';
import { Testimonials } from '../widgets/testimonials/Testimonials';
import { ContactForm } from '../widgets/contact-form/ContactForm';
import { CoreValues } from '../widgets/core-values/CoreValues';
import { EnquiryForm } from '../widgets/enquiry-form/EnquiryForm';
import { Faq } from '../widgets/faq/Faq';
import { ForgotPassword } from '../widgets/forgot-password/ForgotPassword';
import { FunFacts } from '../widgets/fun-facts/FunFacts';
import { Hero } from '../widgets/hero/Hero';
import { HeroCarousel } from '../widgets/hero-carousel/HeroCarousel';
import { LatestPosts } from '../widgets/latest-posts/LatestPosts';
import { MissionVision } from '../widgets/mission-vision/MissionVision';
import { Products } from '../widgets/products/Products';
import { Services } from '../widgets/services/Services';
import { SignIn } from '../widgets/sign-in/SignIn';
import { SignUp } from '../widgets/sign-up/SignUp';
import { Stats } from '../widgets/stats/Stats';
import { TechStack } from '../widgets/tech-stack/TechStack';

/**
 * The section each `it-*` tag of a landing page renders, by widget name: the
 * same component its widget registers (widgets/<name>/), rendered in the
 * page itself, so it is prerendered HTML and its forms post without JavaScript.
 * The build checks a page's tags and attributes against the widget catalogue.
 */
export const landingSections: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {
  hero: Hero,
  'hero-carousel': HeroCarousel,
  about: About,
  stats: Stats,
  'fun-facts': FunFacts,
  services: Services,
  products: Products,
  'tech-stack': TechStack,
  'core-values': CoreValues,
  clients: Clients,
  'case-studies': CaseStudies,
  'mission-vision': MissionVision,
  cta: Cta,
  'latest-posts': LatestPosts,
  testimonials: Testimonials,
  faq: Faq,
  'enquiry-form': EnquiryForm,
  'careers-form': CareersForm,
  'contact-form': ContactForm,
  'sign-in': SignIn,
  'sign-up': SignUp,
  'forgot-password': ForgotPassword,
} as Record<string, ComponentType<Record<string, unknown>>>;

/** Sections that bring no band of their own (the site sets them inside a page's container), so a landing page does. */
export const unboxedSections: ReadonlySet<string> = new Set([
  'faq',
  'enquiry-form',
  'careers-form',
  'contact-form',
  'sign-in',
  'sign-up',
  'forgot-password',
]);

/**
 * The island each interactive section wakes as on a landing page, by widget
 * name: the name the browser's island registry (island-registry.ts) imports it
 * by. A section not listed is static and reaches the browser as HTML only.
 */
export const landingIslands: Readonly<Record<string, string>> = {
  'hero-carousel': 'HeroCarousel',
  'tech-stack': 'TechStack',
  'core-values': 'CoreValues',
  clients: 'Clients',
  'case-studies': 'CaseStudies',
  faq: 'Faq',
  'enquiry-form': 'EnquiryForm',
  'careers-form': 'CareersForm',
  'contact-form': 'ContactForm',
  'sign-in': 'SignIn',
  'sign-up': 'SignUp',
  'forgot-password': 'ForgotPassword',
};
