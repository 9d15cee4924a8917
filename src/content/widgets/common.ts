import type { WidgetAttribute, WidgetEvent, WidgetStyleHook } from './types.ts';

/** The part every widget exposes: its outermost box. */
export const basePart: WidgetStyleHook = { name: 'base', description: 'The outermost box of the widget.' };

/**
 * The parts of every widget, for `it-enquiry-form::part(button)` in the page's
 * CSS; a widget without such an element (a form has no card) simply has none.
 */
export const widgetParts: readonly WidgetStyleHook[] = [
  basePart,
  {
    name: 'heading',
    description: "The headings the widget shows (its title, a card's title where it is the heading).",
  },
  { name: 'label', description: 'The label of each form field.' },
  { name: 'field', description: 'Each form control: input, select, textarea, file.' },
  { name: 'button', description: 'The buttons and the links drawn as buttons.' },
  { name: 'card', description: 'Each card: a service, a product, a technology, a value, a testimonial, a post.' },
];

/**
 * Design tokens every widget reads; set them on the tag to theme it (they win
 * over the theme attribute). The second group says what each colour paints and
 * follows the first unless set.
 */
export const themeProperties: readonly WidgetStyleHook[] = [
  {
    name: '--it-font-family',
    description:
      "Typeface of all text. Defaults to Inter, which the widget brings to your page from the company's origin (your CSP's font-src must allow it); set this and Inter is never loaded.",
  },
  { name: '--it-color-primary', description: 'Brand colour: buttons, selected tabs, the closing call-to-action band.' },
  { name: '--it-color-primary-strong', description: 'Brand colour under the pointer (a hovered button).' },
  { name: '--it-color-on-primary', description: 'Text on the brand colour.' },
  { name: '--it-color-accent', description: 'Orange highlights.' },
  { name: '--it-color-accent-text', description: 'Orange text: categories, taglines.' },
  { name: '--it-color-text', description: 'Body text colour.' },
  {
    name: '--it-color-muted',
    description: "Secondary text: a section's sentence, notes, the privacy line, placeholders.",
  },
  { name: '--it-color-surface', description: 'Background of cards, fields and tabs.' },
  { name: '--it-color-surface-alt', description: 'Background of alternate bands and icon tiles.' },
  { name: '--it-color-border', description: 'Borders of cards and tabs.' },
  { name: '--it-color-dark', description: 'Background of dark bands; headings, unless --it-color-heading is set.' },
  { name: '--it-color-on-dark', description: 'Text on dark bands.' },
  { name: '--it-color-on-dark-muted', description: 'Secondary text on dark bands.' },
  { name: '--it-color-focus', description: 'The focus ring.' },
  { name: '--it-color-focus-on-dark', description: 'The focus ring on dark bands.' },
  { name: '--it-color-error', description: 'Field messages and invalid fields.' },
  { name: '--it-color-success', description: 'Confirmations.' },
  { name: '--it-color-link', description: 'Links and icons (follows --it-color-primary).' },
  { name: '--it-color-heading', description: 'Headings (follows --it-color-dark).' },
  { name: '--it-color-eyebrow', description: 'The small line above a heading (follows --it-color-link).' },
  { name: '--it-color-label', description: 'Form labels (follows --it-color-text).' },
  { name: '--it-color-field', description: 'Background of form fields (follows --it-color-surface).' },
  { name: '--it-color-field-text', description: 'Text in form fields (follows --it-color-text).' },
  { name: '--it-color-field-border', description: 'Border of form fields (follows --it-color-muted).' },
  { name: '--it-color-button', description: 'Background of buttons (follows --it-color-primary).' },
  {
    name: '--it-color-button-hover',
    description: 'Background of a hovered button (follows --it-color-primary-strong).',
  },
  { name: '--it-color-button-text', description: 'Text on buttons (follows --it-color-on-primary).' },
  {
    name: '--it-color-button-accent',
    description: "Background of the hero's orange button (follows --it-color-accent-text).",
  },
  { name: '--it-color-card', description: 'Background of cards (follows --it-color-surface).' },
  {
    name: '--it-color-icon-backdrop',
    description:
      'Tile behind the technology logos: none by default; near-white in the dark theme, where some logos are drawn in black or navy.',
  },
  { name: '--it-radius', description: 'Corner radius of cards and fields.' },
];

/** The attribute every form widget takes to say where it sits on the partner's site. */
export const sourceAttribute: WidgetAttribute = {
  name: 'source',
  type: 'string',
  keepsFirstView: true,
  description:
    "Your own label for where the form sits (e.g. 'pricing-sidebar', up to 200 characters). The company's mail shows it under Source, beside your page's address, its utm_* parameters and your verified origin.",
};

/** The mail forms' attribute naming the partner's own page to land on after a send. */
export const successUrlAttribute: WidgetAttribute = {
  name: 'success-url',
  type: 'string',
  keepsFirstView: true,
  description:
    'Your page to open once the message is accepted (http or https; a post sent before the script woke goes there only from PARTNER_ORIGINS).',
};

/** The attribute every widget takes to report its events to a tag manager. */
export const dataLayerAttribute: WidgetAttribute = {
  name: 'data-layer',
  type: 'boolean',
  keepsFirstView: true,
  description:
    "Also push each it-* event to window.dataLayer (created if missing) as { event: 'it-success', form, … }, for Google Tag Manager and the like. The fields the visitor typed are never pushed.",
};

/** The event every widget dispatches once it is on screen. */
export const readyEvent: WidgetEvent = {
  name: 'it-ready',
  description:
    'React has adopted the prerendered view and the widget is interactive; the tag then matches :state(ready). Add your listener before the widget script loads (or on document) so you do not miss it.',
  detail: '{ tag: string }',
};

/** Every widget's colour theme; it only selects a palette of the tokens in {@link themeProperties}. */
export const themeAttribute: WidgetAttribute = {
  name: 'theme',
  type: 'string',
  keepsFirstView: true,
  description:
    "The palette: 'dark' for a dark page (every text AA on a page as dark as #111); 'auto' follows your page's color-scheme (dark with `color-scheme: dark`, or with `light dark` when the visitor's system prefers dark); 'light' or none is the company's own look.",
  values: ['light', 'dark', 'auto'],
};

/**
 * The language a form widget (a mail form or an account form) speaks: its own
 * `lang`, else the nearest `lang` above it, up to the page's `<html lang>`
 * (src/content/locales.ts lists them). One attribute for both kinds, so the
 * tags' shared chunk carries one.
 */
export const langAttribute: WidgetAttribute = {
  name: 'lang',
  type: 'string',
  description:
    "The form's language: 'en', 'de' or 'ar' (Arabic lays the form out right to left); a regional tag such as 'de-AT' counts as its language, any other as English. Without it the form takes the nearest lang above it, up to your page's <html lang>, and follows a change of either at once. Labels, placeholders, links, messages and toasts are in that language, and a mail form's server replies and acknowledgement mail too; the first view before the script wakes is English.",
  values: ['en', 'de', 'ar'],
};

/** What every widget takes and dispatches, whatever it shows. */
export const widgetAttributes: readonly WidgetAttribute[] = [themeAttribute, dataLayerAttribute];

/** The attributes every form widget takes to fill its fields for the visitor. */
export const prefillAttributes: readonly WidgetAttribute[] = [
  {
    name: 'name',
    type: 'string',
    keepsFirstView: true,
    description: "Fills the name field; the visitor can change it. Wins over the URL's it_name.",
  },
  {
    name: 'email',
    type: 'string',
    keepsFirstView: true,
    description: "Fills the e-mail field; the visitor can change it. Wins over the URL's it_email.",
  },
  {
    name: 'message',
    type: 'string',
    keepsFirstView: true,
    description: "Fills the message field; the visitor can change it. Wins over the URL's it_message.",
  },
  {
    name: 'no-url-prefill',
    type: 'boolean',
    keepsFirstView: true,
    description: "Do not fill the form from your page's URL parameters it_name, it_email and it_message.",
  },
];

/** The events every form widget dispatches. */
export const formEvents: readonly WidgetEvent[] = [
  readyEvent,
  {
    name: 'it-start',
    description:
      'The visitor typed or chose something in the form for the first time (focus alone does not count; a prefilled value does not either). Fires once per widget.',
    detail: '{ form: string }',
  },
  {
    name: 'it-submit',
    description:
      "The visitor sent a valid form; call preventDefault() to stop it being posted. fields holds the form's fields and where the lead came from (source_page, source_referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, source_label): set or delete those in detail.fields and the post carries your values.",
    detail: '{ form: string; fields: Record<string, string> }',
    cancelable: true,
  },
  {
    name: 'it-success',
    description: "The company's server accepted the form.",
    detail: '{ form: string; id: string }',
  },
  {
    name: 'it-error',
    description:
      'The form was not accepted: the fields to fix (by the browser or the server) or why the server refused it.',
    detail: '{ form: string; status: number; message: string; errors: Record<string, string> }',
  },
];

/**
 * The attribute of a list widget that chooses its items by slug, in the order
 * given; `slugs` come from the content module that owns them. Its description
 * is plain text, so the widgets' bundles drop it (strip-contract-docs.ts).
 */
export function slugsAttribute(slugs: readonly string[]): WidgetAttribute {
  return {
    name: 'slugs',
    type: 'string',
    list: true,
    values: slugs,
    description: 'The items to show, by slug, comma-separated, in this order (all of them by default).',
  };
}

/**
 * The words a form widget's tag may set: a heading and a sentence above the
 * form (none by default) and the submit button's words (the form's own by
 * default). A tag given them renders once its script has come.
 */
export const formWordsAttributes: readonly WidgetAttribute[] = [
  { name: 'heading', type: 'string', description: 'A heading above the form (an h2); none by default.' },
  { name: 'intro', type: 'string', description: 'A sentence under the heading, above the fields; none by default.' },
  { name: 'button-label', type: 'string', description: "The submit button's words, in place of the form's own." },
];
