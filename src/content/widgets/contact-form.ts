import { basePart, themeProperties } from './common';
import type { WidgetDoc } from './types';

/** Contract of `<it-contact-form>`. */
export const contactFormWidget: WidgetDoc = {
  name: "contact-form",
  summary: "The short contact form: name, e-mail, subject and message.",
  attributes: [
    { name: "action", type: "string", description: "Where the form posts (the company's /mail/contact by default)." },
  ],
  events: [
    { name: "it-submit", description: "The visitor sent a valid form; call preventDefault() to stop it being posted.", detail: "{ form: string; fields: Record<string, string> }", cancelable: true },
    { name: "it-success", description: "The company's server accepted the form.", detail: "{ form: string; id: string }" },
    { name: "it-error", description: "The form was not accepted: the fields to fix (by the browser or the server) or why the server refused it.", detail: "{ form: string; status: number; message: string; errors: Record<string, string> }" },
  ],
  parts: [basePart],
  cssProperties: themeProperties,
  reserve: { mobile: 760, desktop: 620 },
  example: "<it-contact-form></it-contact-form>",
};
