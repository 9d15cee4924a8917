import { basePart, themeProperties } from './common';
import type { WidgetDoc } from './types';

/** Contract of `<it-careers-form>`. */
export const careersFormWidget: WidgetDoc = {
  name: "careers-form",
  summary: "The careers form: name, e-mail, phone, resume (PDF, DOC, DOCX, ODT or RTF, up to 5 MB, with upload progress) and an optional message.",
  attributes: [
    { name: "action", type: "string", description: "Where the form posts (the company's /mail/careers by default)." },
  ],
  events: [
    { name: "it-submit", description: "The visitor sent a valid form; call preventDefault() to stop it being posted.", detail: "{ form: string; fields: Record<string, string> }", cancelable: true },
    { name: "it-success", description: "The company's server accepted the form.", detail: "{ form: string; id: string }" },
    { name: "it-error", description: "The form was not accepted: the fields to fix (by the browser or the server) or why the server refused it.", detail: "{ form: string; status: number; message: string; errors: Record<string, string> }" },
  ],
  parts: [basePart],
  cssProperties: themeProperties,
  reserve: { mobile: 1000, desktop: 800 },
  example: "<it-careers-form></it-careers-form>",
};
