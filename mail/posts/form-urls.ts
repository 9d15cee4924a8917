import type { FastifyRequest } from 'fastify';
import type { MailFormName } from '../../src/forms/mail-forms.ts';

/** URL path (under the routes' prefix) → form. The .php alias keeps the template's old careers embeds working. */
export const formUrls: Readonly<Record<string, MailFormName>> = {
  '/enquiry': 'enquiry',
  '/careers': 'careers',
  '/careers-mail-validation.php': 'careers',
  '/contact': 'contact',
  '/comment': 'comment',
};

/** The form a request was routed to, by its route's last segment (the routes sit under a prefix); none for other routes. */
export function formOf(request: FastifyRequest): MailFormName | undefined {
  const url = request.routeOptions.url ?? '';
  return formUrls[url.slice(url.lastIndexOf('/'))];
}
