/** Shapes of the site's typed copy. Components read these; only src/content/ fills them. */
import type { IconName } from './icon-names.ts';

/** An image that ships with the site (under src/assets/images/, served from /assets/images/). */
export interface Picture {
  /** File name under src/assets/images/, e.g. 'services/cloud.svg'. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Title, description and social-card copy of one page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Rich text as data: paragraphs and bullet lists, rendered without HTML strings. */
export type RichBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'facts'; items: readonly { label: string; value: string }[] };

export interface Service {
  /** Two-digit id, '01' to '06'. */
  id: string;
  slug: string;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** One of the icons src/content/icon-names.ts lists (e.g. 'Cloud'). */
  icon: IconName;
  image: Picture;
}

export interface Product {
  id: string;
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  image: Picture;
  content: readonly RichBlock[];
  /** Screenshots shown on the detail page (crm has three). */
  screenshots: readonly Picture[];
}

export interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  image: Picture;
  facts: {
    location: string;
    client: string;
    architect: string;
    projectType: string;
    duration: string;
    completed: string;
  };
  service: string;
  overview: readonly RichBlock[];
  strategies: readonly string[];
  results: readonly string[];
  quote: { text: string; author: string; role: string };
  gallery: readonly Picture[];
}

export interface BlogComment {
  id: string;
  author: string;
  /** ISO date. */
  date: string;
  text: string;
  replies: readonly BlogComment[];
}

/** What lists and cards show of a post: everything but its text and comments. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  author: string;
  authorTitle: string;
  authorBio: string;
  category: string;
  tags: readonly string[];
  image: Picture;
  excerpt: string;
}

/** A post's text and its comments, kept apart so cards do not carry every body. */
export interface BlogPostText {
  /** The body, rendered from the post's Markdown to HTML at build time. */
  html: string;
  comments: readonly BlogComment[];
}

export type BlogPost = BlogPostSummary & BlogPostText;

/** A link drawn as a button: its label and a site path such as '/contact'. */
export interface CallToAction {
  label: string;
  href: string;
}

/** Headline copy of a hero: title, a short tagline above it, a sentence below and its button. */
export interface HeroCopy {
  title: string;
  tagline: string;
  text: string;
  cta: CallToAction;
}

/** One picture of the hero carousel with the caption shown over it. */
export interface HeroSlide {
  id: string;
  caption: string;
  picture: Picture;
}

/** A counter of the statistics strip, e.g. 50 + 'Happy Clients'. */
export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** A figure about the company with one sentence that explains it. */
export interface FunFact {
  id: string;
  value: number;
  suffix: string;
  label: string;
  text: string;
}

/** A title with a paragraph, e.g. the mission card. */
export interface TitledText {
  title: string;
  text: string;
}

/** The small line and the heading that open a section, with an optional intro. */
export interface SectionHeading {
  subtitle: string;
  title: string;
  text?: string;
}

/** One of the six core values of the rotating carousel. */
export interface CoreValue {
  id: string;
  /** What a `slugs` attribute names it by ('excellence'). */
  slug: string;
  title: string;
  subtitle: string;
  text: string;
  picture: Picture;
}

/** A client shown in the logo strip. */
export interface ClientLogo {
  id: string;
  name: string;
  logo: Picture;
}

/** What a client said about working with the company. */
export interface Testimonial {
  id: string;
  /** What a `slugs` attribute names it by: the client's short name ('brightfield-health'). */
  slug: string;
  name: string;
  role: string;
  company: string;
  quote: string;
}

/** A question of the FAQ accordion with its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A technology of a stack tab: its name and its devicon folder name. */
export interface TechStackItem {
  name: string;
  icon: string;
}

/** A tab of the technology stacks block. */
export interface TechStackCategory {
  id: string;
  label: string;
  items: readonly TechStackItem[];
}

/** The person shown on the blog sidebar's author card. */
export interface BlogAuthor {
  name: string;
  title: string;
  bio: string;
  picture: Picture;
}

/** The visible h1 of a page, the small line above it and the intro paragraph below it. */
export interface PageCopy {
  subtitle?: string;
  title: string;
  intro: string;
}

/** A policy page's text: body, date of the last change and its two pictures. */
export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  /** The text rendered from Markdown at build time, in two halves: the second picture goes between them. */
  html: readonly [string, string];
  pictures: readonly [Picture, Picture];
}

/** One part of the embedding guide: the HTML from one second-level heading to the next. */
export interface WidgetGuideSection {
  /** The heading's anchor ('theming'), by which the page adds the reference made from the contracts. */
  id: string;
  /** The heading's words, as written in the Markdown, for the page's list of sections. */
  title: string;
  html: string;
}

/** The partners' embedding guide: prose rendered from Markdown at build time, cut at its headings. */
export interface WidgetGuide {
  title: string;
  /** The text before the first heading. */
  intro: string;
  sections: readonly WidgetGuideSection[];
}

/** One block of a landing page: Markdown prose as HTML, or a site section named by its `it-*` tag. */
export type LandingBlock =
  | { kind: 'prose'; html: string }
  | {
      kind: 'section';
      widget: string;
      /** As the widget's contract types them; a `json` attribute (the FAQ's items) as its parsed value. */
      props: Readonly<Record<string, string | number | boolean | readonly FaqItem[]>>;
    };

/** A landing page written in Markdown with `it-*` tags, served at /lp/<slug>. */
export interface LandingPage {
  slug: string;
  title: string;
  description: string;
  /** Kept out of search engines and the sitemap. */
  noindex: boolean;
  /** The page's language, its <html lang> (a code of locales.ts); English by default. */
  lang: string;
  /** The page's palette ('light', 'dark' or 'auto', as a widget's theme attribute), on <html data-theme> (page-theme.css). */
  theme?: string;
  /** The page's own colour, #rrggbb, for its buttons and links in place of the site's blue (page-accent.ts). */
  accent?: string;
  blocks: readonly LandingBlock[];
}
