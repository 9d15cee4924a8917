/**
 * What every widget may show of the company: its name, its public origin and
 * its e-mail address. Kept apart from the rest of site.ts (offices, social
 * links), which only the site's pages show, so a form or a link inside a
 * widget on a partner's page does not carry them.
 */
export const company = {
  name: 'Veltrix Technologies',
  /** The public origin; canonical URLs and widget links are built on it. */
  url: 'https://www.veltrixtech.com',
  email: 'info@veltrixtech.com',
} as const;
