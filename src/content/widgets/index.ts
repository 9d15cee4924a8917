import { heroWidget } from './hero';
import { heroCarouselWidget } from './hero-carousel';
import { aboutWidget } from './about';
import { statsWidget } from './stats';
import { funFactsWidget } from './fun-facts';
import { servicesWidget } from './services';
import { productsWidget } from './products';
import { techStackWidget } from './tech-stack';
import { coreValuesWidget } from './core-values';
import { clientsWidget } from './clients';
import { caseStudiesWidget } from './case-studies';
import { missionVisionWidget } from './mission-vision';
import { ctaWidget } from './cta';
import { latestPostsWidget } from './latest-posts';
import { testimonialsWidget } from './testimonials';
import { faqWidget } from './faq';
import { enquiryFormWidget } from './enquiry-form';
import { careersFormWidget } from './careers-form';
import { contactFormWidget } from './contact-form';
import { signInWidget } from './sign-in';
import { signUpWidget } from './sign-up';
import { forgotPasswordWidget } from './forgot-password';
import { toasterWidget } from './toaster';
import type { WidgetDoc } from './types';

export type { WidgetDoc, WidgetAttribute, WidgetEvent, WidgetStyleHook, AttributeKind } from './types';

/** Every widget's contract, in gallery order. The manifest, the type declarations and /widgets are built from it. */
export const widgetCatalog: readonly WidgetDoc[] = [
  heroWidget,
  heroCarouselWidget,
  aboutWidget,
  statsWidget,
  funFactsWidget,
  servicesWidget,
  productsWidget,
  techStackWidget,
  coreValuesWidget,
  clientsWidget,
  caseStudiesWidget,
  missionVisionWidget,
  ctaWidget,
  latestPostsWidget,
  testimonialsWidget,
  faqWidget,
  enquiryFormWidget,
  careersFormWidget,
  contactFormWidget,
  signInWidget,
  signUpWidget,
  forgotPasswordWidget,
  toasterWidget,
];
