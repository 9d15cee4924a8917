import { homeSections } from '../../src/content/home-sections.ts';

/** Where the site shows the section a widget renders: the truth a widget is compared with. */
export interface WidgetSection {
  /** The tag, `it-` + the widget's file name. */
  tag: string;
  /** Attributes on the tag, so it renders with the props the site page passes. */
  attributes?: Record<string, string>;
  /** The site page that shows the section. */
  path: string;
  /** The section's element on that page; the widget's wrapper takes its width. */
  selector: string;
  /** What the section is, for the test's name. */
  description: string;
  /**
   * Script run on the site page when it shows more than the widget can: it
   * removes or changes only what the page passes beyond the widget's props, so
   * the site's own CSS renders the widget's markup.
   */
  reduceTo?: string;
}

/**
 * /products under the heading its widget shows: the page's title says it there,
 * so the section leaves it out, and the site's CSS draws the header that
 * SectionHeader renders in place of the page's sentence above the cards.
 */
const productsUnderHeading = `(() => {
  const words = ${JSON.stringify(homeSections.products)};
  const header = document.createElement('header');
  header.className = 'it-section-header it-section-header--center';
  const line = (tag, className, text) => header.appendChild(Object.assign(document.createElement(tag), { className, textContent: text }));
  line('p', 'it-eyebrow', words.subtitle);
  line('h2', 'it-section-header__title', words.title);
  line('p', 'it-section-header__text', words.text);
  document.querySelector('main section.it-cards-section .it-cards-section__intro').replaceWith(header);
})()`;

/** Every widget and the section it must look like. it-toaster is compared through a toast: see the parity test. */
export const widgetSections: readonly WidgetSection[] = [
  {
    tag: 'it-hero',
    path: '/',
    selector: 'section.it-hero',
    description: 'the hero of /, centred and without its carousel',
    // No page shows the centred hero the widget renders: the home hero is the same
    // copy split beside the carousel. Made centred, the site's CSS draws the truth.
    reduceTo: `(() => {
      const hero = document.querySelector('section.it-hero');
      hero.querySelector('.it-hero__media').remove();
      hero.className = 'it-hero it-hero--centered it-hero--dark';
    })()`,
  },
  {
    tag: 'it-hero-carousel',
    path: '/',
    selector: '.it-hero-slides',
    description: 'the hero carousel of /, off its dark band',
    // On / the carousel sits on the hero's dark gradient and inherits its light text;
    // the widget sits on its page's background. Off the band, the site's CSS draws
    // the carousel as a plain page shows it.
    reduceTo: `Object.assign(document.querySelector('section.it-hero').style, { background: 'none', color: 'var(--it-color-text)' })`,
  },
  { tag: 'it-about', path: '/', selector: 'section.it-about-company', description: 'the about-company section of /' },
  { tag: 'it-stats', path: '/', selector: 'section.it-stats', description: 'the statistics strip of /' },
  { tag: 'it-fun-facts', path: '/', selector: 'section.it-fun-facts', description: 'the fun facts of /' },
  {
    tag: 'it-services',
    path: '/',
    selector: 'section[aria-labelledby="it-services-title"]',
    description: 'the services of /',
  },
  {
    tag: 'it-products',
    path: '/products',
    selector: 'main section.it-cards-section',
    description: 'the product cards of /products, under the heading its page title stands for',
    reduceTo: productsUnderHeading,
  },
  {
    tag: 'it-tech-stack',
    path: '/home-2',
    selector: 'section.it-tech-stack',
    description: 'the tech stack section of /home-2',
  },
  {
    tag: 'it-core-values',
    path: '/',
    selector: 'section[aria-labelledby="it-core-values-title"]',
    description: 'the core values of /',
  },
  { tag: 'it-clients', path: '/', selector: 'section.it-client-logos', description: 'the client logo strip of /' },
  {
    tag: 'it-case-studies',
    path: '/',
    selector: 'section[aria-labelledby="it-case-studies-title"]',
    description: 'the case studies of /',
  },
  {
    tag: 'it-mission-vision',
    path: '/',
    selector: 'section.it-mission-vision',
    description: 'the mission and vision of /',
  },
  { tag: 'it-cta', path: '/', selector: 'section.it-cta', description: 'the call to action of /' },
  {
    tag: 'it-latest-posts',
    path: '/',
    selector: 'section[aria-labelledby="it-latest-posts-title"]',
    description: 'the latest posts of /',
  },
  {
    tag: 'it-testimonials',
    attributes: { limit: '3' },
    path: '/',
    selector: 'section.it-clients-area',
    description: 'the testimonials of /',
  },
  { tag: 'it-faq', path: '/privace', selector: 'section.it-faq', description: 'the FAQ of /privace' },
  {
    tag: 'it-enquiry-form',
    path: '/contact',
    selector: '.it-form-section form',
    description: 'the enquiry form of /contact',
  },
  { tag: 'it-careers-form', path: '/career', selector: '.it-career form', description: 'the careers form of /career' },
  {
    tag: 'it-contact-form',
    path: '/projects/1',
    selector: '.it-project-contact form',
    description: 'the contact form of /projects/1',
  },
  { tag: 'it-sign-in', path: '/login', selector: '.it-account form', description: 'the sign-in form of /login' },
  { tag: 'it-sign-up', path: '/register', selector: '.it-account form', description: 'the sign-up form of /register' },
  {
    tag: 'it-forgot-password',
    path: '/forgot',
    selector: '.it-account form',
    description: 'the forgot-password form of /forgot',
  },
];
