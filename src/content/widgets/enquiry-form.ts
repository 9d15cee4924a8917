import { basePart, themeProperties } from './common';
import type { WidgetDoc } from './types';

/** Contract of `<it-enquiry-form>`. */
export const enquiryFormWidget: WidgetDoc = {
  name: "enquiry-form",
  summary: "The enquiry form: name, e-mail, phone, service and message, checked as the visitor types and delivered to the company.",
  attributes: [
    { name: "action", type: "string", description: "Where the form posts (the company's /mail/enquiry by default). Your page's origin must be in the server's PARTNER_ORIGINS." },
    { name: "service", type: "string", description: "The service chosen in advance.", values: ["web-app-development", "mobile-app-development", "ui-ux", "cloud-infrastructure", "it-staffing", "offshore-development"] },
  ],
  events: [
    { name: "it-submit", description: "The visitor sent a valid form; call preventDefault() to stop it being posted.", detail: "{ form: string; fields: Record<string, string> }", cancelable: true },
    { name: "it-success", description: "The company's server accepted the form.", detail: "{ form: string; id: string }" },
    { name: "it-error", description: "The form was not accepted: the fields to fix (by the browser or the server) or why the server refused it.", detail: "{ form: string; status: number; message: string; errors: Record<string, string> }" },
  ],
  parts: [basePart],
  cssProperties: themeProperties,
  reserve: { mobile: 980, desktop: 760 },
  example: "<it-enquiry-form service=\"cloud-infrastructure\"></it-enquiry-form>",
};
