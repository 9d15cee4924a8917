import type { ComponentType } from 'react';
import { AboutCompany } from '../src/sections/AboutCompany';
import { CallToAction } from '../src/sections/CallToAction';
import { CareersForm } from '../src/sections/CareersForm';
import { CaseStudySlider } from '../src/sections/CaseStudySlider';
import { ClientLogos } from '../src/sections/ClientLogos';
import { ClientsArea } from '../src/sections/ClientsArea';
import { ContactForm } from '../src/sections/ContactForm';
import { CoreValues } from '../src/sections/CoreValues';
import { EnquiryForm } from '../src/sections/EnquiryForm';
import { Faq } from '../src/sections/Faq';
import { ForgotPassword } from '../src/sections/ForgotPassword';
import { FunFacts } from '../src/sections/FunFacts';
import { Hero } from '../src/sections/Hero';
import { HeroSlides } from '../src/sections/HeroSlides';
import { LatestPosts } from '../src/sections/LatestPosts';
import { MissionVision } from '../src/sections/MissionVision';
import { ProductCards } from '../src/sections/ProductCards';
import { ServiceCards } from '../src/sections/ServiceCards';
import { SignIn } from '../src/sections/SignIn';
import { SignUp } from '../src/sections/SignUp';
import { Stats } from '../src/sections/Stats';
import { TechStack } from '../src/sections/TechStack';

/**
 * The section each `it-*` tag of a landing page renders, by widget name: the
 * same component its widget registers (widgets/<name>.ts), rendered in the
 * page itself, so it is prerendered HTML and its forms post without JavaScript.
 * The build checks a page's tags and attributes against the widget catalogue.
 */
export const landingSections: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {
  hero: Hero,
  'hero-carousel': HeroSlides,
  about: AboutCompany,
  stats: Stats,
  'fun-facts': FunFacts,
  services: ServiceCards,
  products: ProductCards,
  'tech-stack': TechStack,
  'core-values': CoreValues,
  clients: ClientLogos,
  'case-studies': CaseStudySlider,
  'mission-vision': MissionVision,
  cta: CallToAction,
  'latest-posts': LatestPosts,
  testimonials: ClientsArea,
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
  'hero-carousel': 'HeroSlides',
  stats: 'Stats',
  'tech-stack': 'TechStack',
  'core-values': 'CoreValues',
  clients: 'ClientLogos',
  'case-studies': 'CaseStudySlider',
  faq: 'Faq',
  'enquiry-form': 'EnquiryForm',
  'careers-form': 'CareersForm',
  'contact-form': 'ContactForm',
  'sign-in': 'SignIn',
  'sign-up': 'SignUp',
  'forgot-password': 'ForgotPassword',
};
