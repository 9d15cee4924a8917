import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOf, type LocaleCode } from '../../src/content/locales.ts';
import { serverLanguages } from '../../src/content/server-words.ts';
import { escapeHtml } from '../../src/forms/escape-html.ts';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import type { FormError } from './form-error.ts';
import { inLanguage, languageOf } from './post-language.ts';

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

/** The thank-you toast of each form, which its thank-you page says too. */
const thanks = {
  enquiry: 'enquirySent',
  contact: 'contactSent',
  careers: 'resumeReceived',
  comment: 'commentAwaitingModeration',
} as const satisfies Record<MailFormName, string>;

/** The opening of the server's own small pages: no scripts or inline styles, as the CSP wants. */
const pageHead = (code: LocaleCode, title: string) =>
  `<!doctype html><html lang="${code}" dir="${localeOf(code).dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`;

/**
 * Accepted: 202 {id} for fetch; for a plain post 303 to `next` (an allowed
 * success-url), or the thank-you page: the site's in English, the server's
 * own ({@link thankYouPage}, beside the form's address) in another language.
 */
export function replyAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  next?: string,
  form?: MailFormName,
) {
  if (wantsJson(request)) return reply.code(202).send({ id });
  const code = languageOf(request);
  const page = code === 'en' || !form ? THANK_YOU_PATH : `thank-you/${code}/${form}`;
  return reply.redirect(next ?? page, 303);
}

/** The thank-you page of a plain post in another language than English (/mail/thank-you/de/enquiry). */
export function thankYouPage(code: LocaleCode, form: MailFormName): string {
  const language = serverLanguages[code];
  const { title, back } = language.thankYou;
  return `${pageHead(code, title)}<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(language.form[thanks[form]])}</p><p><a href="/">${escapeHtml(back)}</a></p></main></body></html>`;
}

/**
 * Refused: JSON {statusCode, code?, message, errors} for fetch; for a plain
 * post a small page (no scripts or inline styles, as the CSP wants) that lists
 * what to fix, each message naming its field by the label the form shows, and
 * links back to `form` (the form posted). Both in the post's language
 * (post-language.ts): the messages, the page and its direction.
 */
export function replyRefused(request: FastifyRequest, reply: FastifyReply, error: FormError, form?: MailFormName) {
  reply.code(error.statusCode);
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const language = serverLanguages[languageOf(request)];
  const message = inLanguage(error.message, language.code);
  if (wantsJson(request)) {
    const { statusCode, code, errors } = error;
    return reply.send({ statusCode, ...(code && { code }), message, errors });
  }
  const items = Object.values(error.errors).map((message) => `<li>${escapeHtml(message)}</li>`);
  const back = backLink(request, form);
  const { fixListHeading, backToForm } = language.messages;
  const html = `${pageHead(language.code, language.form.fixErrors)}<body><main><h1>${escapeHtml(message)}</h1>${
    items.length ? `<p>${escapeHtml(fixListHeading)}</p><ul>${items.join('')}</ul>` : ''
  }<p><a href="${escapeHtml(back)}">${escapeHtml(backToForm)}</a></p></main></body></html>`;
  return reply.type('text/html; charset=utf-8').send(html);
}
