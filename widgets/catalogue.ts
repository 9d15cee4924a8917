import { heroWidget } from './hero/contract.ts';
import { heroCarouselWidget } from './hero-carousel/contract.ts';
import { aboutWidget } from './about/contract.ts';
import { statsWidget } from './stats/contract.ts';
import { funFactsWidget } from './fun-facts/contract.ts';
import { servicesWidget } from './services/contract.ts';
import { productsWidget } from './products/contract.ts';
import { techStackWidget } from './tech-stack/contract.ts';
import { coreValuesWidget } from './core-values/contract.ts';
import { clientsWidget } from './clients/contract.ts';
import { caseStudiesWidget } from './case-studies/contract.ts';
import { missionVisionWidget } from './mission-vision/contract.ts';
import { ctaWidget } from './cta/contract.ts';
import { latestPostsWidget } from './latest-posts/contract.ts';
import { testimonialsWidget } from './testimonials/contract.ts';
import { faqWidget } from './faq/contract.ts';
import { enquiryFormWidget } from './enquiry-form/contract.ts';
import { careersFormWidget } from './careers-form/contract.ts';
import { contactFormWidget } from './contact-form/contract.ts';
import { signInWidget } from './sign-in/contract.ts';
import { signUpWidget } from './sign-up/contract.ts';
import { forgotPasswordWidget } from './forgot-password/contract.ts';
import { toasterWidget } from './toaster/contract.ts';
import type { WidgetDoc } from '../src/content/widgets/types.ts';

export type {
  WidgetDoc,
  WidgetAttribute,
  WidgetEvent,
  WidgetStyleHook,
  AttributeKind,
} from '../src/content/widgets/types.ts';

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
  { doc: heroWidget, section: () => import('./hero/Hero.tsx') },
  { doc: heroCarouselWidget, section: () => import('./hero-carousel/HeroCarousel.tsx'), island: true },
  { doc: aboutWidget, section: () => import('./about/About.tsx') },
  { doc: statsWidget, section: () => import('./stats/Stats.tsx') },
  { doc: funFactsWidget, section: () => import('./fun-facts/FunFacts.tsx') },
  { doc: servicesWidget, section: () => import('./services/Services.tsx') },
  { doc: productsWidget, section: () => import('./products/Products.tsx') },
  { doc: techStackWidget, section: () => import('./tech-stack/TechStack.tsx'), island: true, waitsForUse: true },
  { doc: coreValuesWidget, section: () => import('./core-values/CoreValues.tsx'), island: true },
  { doc: clientsWidget, section: () => import('./clients/Clients.tsx'), island: true },
  { doc: caseStudiesWidget, section: () => import('./case-studies/CaseStudies.tsx'), island: true },
  { doc: missionVisionWidget, section: () => import('./mission-vision/MissionVision.tsx') },
  { doc: ctaWidget, section: () => import('./cta/Cta.tsx') },
  { doc: latestPostsWidget, section: () => import('./latest-posts/LatestPosts.tsx') },
  { doc: testimonialsWidget, section: () => import('./testimonials/Testimonials.tsx') },
  { doc: faqWidget, section: () => import('./faq/Faq.tsx'), island: true, unboxed: true },
  {
    doc: enquiryFormWidget,
    section: () => import('./enquiry-form/EnquiryForm.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: careersFormWidget,
    section: () => import('./careers-form/CareersForm.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: contactFormWidget,
    section: () => import('./contact-form/ContactForm.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: signInWidget,
    section: () => import('./sign-in/SignIn.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: signUpWidget,
    section: () => import('./sign-up/SignUp.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  {
    doc: forgotPasswordWidget,
    section: () => import('./forgot-password/ForgotPassword.tsx'),
    island: true,
    waitsForUse: true,
    unboxed: true,
    toasts: true,
  },
  { doc: toasterWidget, section: () => import('../src/ui/Toaster.tsx'), notOnLandingPages: true },
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
