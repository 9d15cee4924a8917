import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { escapeHtml } from '../../src/forms/escape-html.ts';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import type { FormError } from './form-error.ts';

/** Page a browser lands on after a plain (no JavaScript) form post was accepted. */
export const THANK_YOU_PATH = '/thank-you';

/** The widgets' and the site's fetch ask for JSON; a plain form post asks for HTML. */
export const wantsJson = (request: FastifyRequest) => /\bapplication\/json\b/.test(request.headers.accept ?? '');

/** Where each form sits on the site, for a back link when the Referer names no page of ours. */
const formPages: Record<MailFormName, string> = {
  enquiry: '/contact',
  contact: '/contact',
  careers: '/career',
  comment: '/blog',
};

/**
 * Back to the page that held the form, when it is one of ours: same scheme,
 * host and port (no https://host for an http site, no userinfo trick), and a
 * path that stays on this origin (`//host` and `/\host` are other sites to a
 * browser); otherwise the form's own page.
 */
export function backLink(request: FastifyRequest, form?: MailFormName): string {
  const fallback = form ? formPages[form] : '/';
  const referer = URL.canParse(request.headers.referer ?? '') ? new URL(request.headers.referer!) : undefined;
  const ours =
    referer && !referer.username && !referer.password && request.siteOrigin && referer.origin === request.siteOrigin;
  return ours && /^\/(?![/\\])/.test(referer.pathname) ? referer.pathname : fallback;
}

/** Accepted: 202 {id} for fetch; for a plain post 303 to `next` (an allowed success-url) or the thank-you page. */
export function replyAccepted(request: FastifyRequest, reply: FastifyReply, id: string, next?: string) {
  if (wantsJson(request)) return reply.code(202).send({ id });
  return reply.redirect(next ?? THANK_YOU_PATH, 303);
}

/**
 * Refused: JSON {statusCode, code?, message, errors} for fetch; for a plain
 * post a small page (no scripts or inline styles, as the CSP wants) that lists
 * what to fix, each message naming its field by the label the form shows, and
 * links back to `form` (the form posted).
 */
export function replyRefused(request: FastifyRequest, reply: FastifyReply, error: FormError, form?: MailFormName) {
  reply.code(error.statusCode);
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (wantsJson(request)) {
    const { statusCode, code, message, errors } = error;
    return reply.send({ statusCode, ...(code && { code }), message, errors });
  }
  const items = Object.values(error.errors).map((message) => `<li>${escapeHtml(message)}</li>`);
  const back = backLink(request, form);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(messages.form.fixErrors)}</title></head><body><main><h1>${escapeHtml(error.message)}</h1>${
    items.length ? `<p>${escapeHtml(serverMessages.fixListHeading)}</p><ul>${items.join('')}</ul>` : ''
  }<p><a href="${escapeHtml(back)}">${escapeHtml(serverMessages.backToForm)}</a></p></main></body></html>`;
  return reply.type('text/html; charset=utf-8').send(html);
}
