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

/** A section's module, loaded when a page needs it; its component is named after the tag (`sectionName`). */
export type SectionModule = () => Promise<Record<string, unknown>>;

/**
 * One `<it-*>` tag: its contract (what partners read) and how the company's
 * own pages use its section. Everything here is data, so a tag is listed once.
 */
export interface CatalogueEntry {
  doc: WidgetDoc;
  /**
   * The section's module. A literal import, so the bundler finds it; loaded
   * only by a page that shows the section.
   */
  section: SectionModule;
  /** A Markdown landing page may not place it: the site's layout has its own toaster. */
  notOnLandingPages?: true;
  /** Interactive: on the site it wakes as an island (named after its section) instead of staying HTML only. */
  island?: true;
  /**
   * A form or tabs: on the site its island wakes only when used or, once the
   * visitor scrolls, near the viewport; never at load (what is typed, pressed
   * or keyed to meanwhile is handed over).
   */
  waitsForUse?: true;
  /** It brings no band of its own (the site sets it inside a page's container), so a landing page gives it one. */
  unboxed?: true;
  /** Its section raises toasts, so a page with it needs `<it-toaster>` (the configurator and the guide say so). */
  toasts?: true;
}

/**
 * Every tag, in gallery order: the one list of the `<it-*>` tags. The rollup
 * inputs, the loader `widgets/index.js`, the first views, the manifest, the
 * type declarations, /widgets, the sections of the landing pages and the
 * islands the host pages wake by a widget's name are all made from it.
 */
export const widgetEntries: readonly CatalogueEntry[] = [
  { doc: heroWidget, section: () => import('./hero/Hero') },
  { doc: heroCarouselWidget, section: () => import('./hero-carousel/HeroCarousel'), island: true },
  { doc: aboutWidget, section: () => import('./about/About') },
  { doc: statsWidget, section: () => import('./stats/Stats') },
  { doc: funFactsWidget, section: () => import('./fun-facts/FunFacts') },
  { doc: servicesWidget, section: () => import('./services/Services') },
  { doc: productsWidget, section: () => import('./products/Products') },
  { doc: techStackWidget, section: () => import('./tech-stack/TechStack'), island: true, waitsForUse: true },
  { doc: coreValuesWidget, section: () => import('./core-values/CoreValues'), island: true },
  { doc: clientsWidget, section: () => import('./clients/Clients'), island: true },
  { doc: caseStudiesWidget, section: () => import('./case-studies/CaseStudies'), island: true },
  { doc: missionVisionWidget, section: () => import('./mission-vision/MissionVision') },
  { doc: ctaWidget, section: () => import('./cta/Cta') },
  { doc: latestPostsWidget, section: () => import('./latest-posts/LatestPosts') },
  { doc: testimonialsWidget, section: () => import('./testimonials/Testimonials') },
  { doc: faqWidget, section: () => import('./faq/Faq'), island: true, unboxed: true },
  {
    doc: enquiryFormWidget,
    section: () => import('./enquiry-form/EnquiryForm'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: careersFormWidget,
    section: () => import('./careers-form/CareersForm'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: contactFormWidget,
    section: () => import('./contact-form/ContactForm'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: signInWidget,
    section: () => import('./sign-in/SignIn'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: signUpWidget,
    section: () => import('./sign-up/SignUp'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: forgotPasswordWidget,
    section: () => import('./forgot-password/ForgotPassword'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  { doc: toasterWidget, section: () => import('../src/ui/Toaster'), notOnLandingPages: true },
];

/** Every widget's contract, in gallery order (the catalogue's docs). */
export const widgetCatalog: readonly WidgetDoc[] = widgetEntries.map((entry) => entry.doc);

/**
 * The widgets whose sections raise toasts (the mail forms and the account
 * forms), so a page with one needs `<it-toaster>`. A test checks the entries'
 * claim against what each section imports.
 */
export const toastingWidgets: readonly string[] = widgetEntries
  .filter((entry) => entry.toasts)
  .map((entry) => entry.doc.name);

/**
 * The islands the entries ask for (named after their sections) that `registry`,
 * the host's island registry, lacks: each as a sentence naming the file to add
 * it to. The registry lists its imports itself, as the page's first script
 * holds it and must not carry the contracts; a test runs this.
 */
export function widgetIslandsMissing(
  entries: readonly CatalogueEntry[],
  registry: Readonly<Record<string, unknown>>,
): string[] {
  return entries
    .filter((entry) => entry.island && !(sectionName(entry.doc.name) in registry))
    .map((entry) => `${sectionName(entry.doc.name)} (<it-${entry.doc.name}>) is not in pages/island-registry.ts`);
}

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
