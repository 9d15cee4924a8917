import type { WidgetAttribute, WidgetEvent, WidgetStyleHook } from './types';

/** The part every widget exposes: its outermost box. */
export const basePart: WidgetStyleHook = { name: 'base', description: 'The outermost box of the widget.' };

/** Design tokens every widget reads; set them on the tag to theme it. */
export const themeProperties: readonly WidgetStyleHook[] = [
  { name: '--it-font-family', description: 'Typeface of all text (defaults to the system UI font stack in widgets).' },
  { name: '--it-color-primary', description: 'Brand colour of buttons, links and highlights.' },
  { name: '--it-color-on-primary', description: 'Text on the brand colour.' },
  { name: '--it-color-text', description: 'Body text colour.' },
  { name: '--it-color-surface', description: 'Background of cards and fields.' },
  { name: '--it-color-dark', description: 'Background of dark bands and headings colour.' },
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

/** What every widget takes and dispatches, whatever it shows. */
export const widgetAttributes: readonly WidgetAttribute[] = [dataLayerAttribute];

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
