import { heroWidget } from './hero/contract';
import { heroCarouselWidget } from './hero-carousel/contract';
import { aboutWidget } from './about/contract';
import { statsWidget } from './stats/contract';
import { funFactsWidget } from './fun-facts/contract';
import { servicesWidget } from './services/contract';
import { productsWidget } from './products/contract';
import { techStackWidget } from './tech-stack/contract';
import { coreValuesWidget } from './core-values/contract';
import { clientsWidget } from './clients/contract';
import { caseStudiesWidget } from './case-studies/contract';
import { missionVisionWidget } from './mission-vision/contract';
import { ctaWidget } from './cta/contract';
import { latestPostsWidget } from './latest-posts/contract';
import { testimonialsWidget } from './testimonials/contract';
import { faqWidget } from './faq/contract';
import { enquiryFormWidget } from './enquiry-form/contract';
import { careersFormWidget } from './careers-form/contract';
import { contactFormWidget } from './contact-form/contract';
import { signInWidget } from './sign-in/contract';
import { signUpWidget } from './sign-up/contract';
import { forgotPasswordWidget } from './forgot-password/contract';
import { toasterWidget } from './toaster/contract';
import type { WidgetDoc } from '../src/content/widgets/types';

export type {
  WidgetDoc,
  WidgetAttribute,
  WidgetEvent,
  WidgetStyleHook,
  AttributeKind,
} from '../src/content/widgets/types';

/**
 * Every widget's contract, in gallery order: the one list of the `<it-*>` tags.
 * The rollup inputs, the loader `widgets/index.js`, the first views, the
 * manifest, the type declarations and /widgets are all made from it.
 */
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

/** The files of one widget, relative to the project root. */
export interface WidgetFiles {
  /** `widgets/<name>/`: the tag's room (section, contract, own styles, entry). */
  folder: string;
  /** The entry that defines the tag, bundled as `dist/widgets/<name>.js`. */
  entry: string;
  /** The contract (attributes, events, parts), `enquiryFormWidget` in `contract.ts`. */
  contract: string;
  /** The section the tag renders, a component named after the tag (`it-enquiry-form` → `EnquiryForm`). */
  section: string;
}

/** Widgets whose component lives outside their folder: the toaster is the host page's too. */
const sectionsElsewhere: Readonly<Record<string, string>> = { toaster: 'src/ui/Toaster.tsx' };

/** The component name a tag's section carries: `enquiry-form` → `EnquiryForm`. */
export const sectionName = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** Where the widget `name` (a catalogue entry's name, the tag without `it-`) keeps its files. */
export function widgetFiles(name: string): WidgetFiles {
  const folder = `widgets/${name}`;
  return {
    folder,
    entry: `${folder}/${name}.ts`,
    contract: `${folder}/contract.ts`,
    section: sectionsElsewhere[name] ?? `${folder}/${sectionName(name)}.tsx`,
  };
}
