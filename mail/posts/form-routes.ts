import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { isLocale } from '../../src/content/locales.ts';
import type { MailFormName } from '../../src/forms/mail-forms.ts';
import type { MailQueue } from '../queue/mail-queue.ts';
import { challengeRoute } from './challenge-route.ts';
import type { FileScanner } from '../uploads/clamd-scanner.ts';
import type { FormChallenges } from './form-challenges.ts';
import { FormError } from './form-error.ts';
import { guardFormPosts } from './form-guards.ts';
import { formLimits } from './form-limits.ts';
import { decorateSiteOrigin } from './form-origin.ts';
import { formPostHandler } from './form-post-handler.ts';
import { replyRefused, thankYouPage } from './form-reply.ts';
import { formOf, formUrls } from './form-urls.ts';
import { postOutcome, type PostOutcome } from './post-outcome.ts';
import type { UploadPace } from '../uploads/upload-pace.ts';

/** What the form endpoints need from the app. */
export interface FormRoutesOptions {
  queue: MailQueue;
  /** The forms' challenges: GET /challenge issues them, each post's solution is checked and spent. */
  challenges: FormChallenges;
  /** Origins allowed to post cross-origin (CORS answers them and no one else). */
  partnerOrigins: readonly string[];
  /** The site's public origin (behind a proxy); unset: the origin this request reached, as fastify reports it. */
  publicOrigin?: string;
  /** Accepted posts per client IP per minute. */
  ratePerMinute: number;
  /** Refused posts per client IP per minute, a budget apart from the accepted one. */
  refusedPerMinute: number;
  /** Form posts being read or stored at once; more get 503 with Retry-After before their body is read. */
  maxInflight: number;
  /** Told of each post once answered: its form, what it came to, and the seconds from receipt to answer. */
  onPost?: (form: MailFormName, outcome: PostOutcome, seconds: number) => void;
  /** Scans every resume before it is accepted (CLAMAV_URL); none: no scanning. */
  scanner?: FileScanner;
  /** The slowest a body may arrive; tests shorten it, production keeps the pace upload-pace.ts sets. */
  uploadPace?: UploadPace;
}

/**
 * POST /mail/{enquiry,careers,contact,comment} (and the careers .php alias):
 * CORS for partners, the body parsers within the forms' limits, the guards
 * every post passes before its body is read (form-guards.ts), one handler per
 * form that stores it durably and only then answers (form-post-handler.ts),
 * and one error handler that words every refusal for fetch or a plain post.
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  await app.register(cors, { origin: [...options.partnerOrigins], methods: ['POST'], maxAge: 600 });
  await app.register(challengeRoute, { challenges: options.challenges });
  decorateSiteOrigin(app, options.publicOrigin);
  await app.register(multipart, {
    limits: {
      fields: formLimits.fields,
      fieldSize: formLimits.fieldBytes,
      files: formLimits.files,
      fileSize: formLimits.fileBytes,
      parts: formLimits.parts,
    },
  });
  // URLSearchParams, not formbody's default object: readFormBody keeps the first of repeated names and counts every field.
  await app.register(formbody, {
    bodyLimit: formLimits.urlencodedBytes,
    parser: (text) => new URLSearchParams(text) as unknown as Record<string, unknown>,
  });

  app.decorateRequest('postOutcome', null);
  const { onPost } = options;
  if (onPost)
    app.addHook('onResponse', async (request, reply) => {
      const form = formOf(request);
      if (request.method === 'POST' && form)
        onPost(form, postOutcome(reply.statusCode, request.postOutcome), reply.elapsedTime / 1000);
    });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const form = formOf(request);
    if (error instanceof FormError) return replyRefused(request, reply, error, form);
    const status = error.statusCode ?? 500;
    if (status === 413) return replyRefused(request, reply, new FormError(413, messages.form.tooLarge), form);
    if (status >= 400 && status < 500)
      return replyRefused(request, reply, new FormError(400, serverMessages.unreadable), form);
    request.log.error({ err: error }, 'form post failed');
    return replyRefused(request, reply, new FormError(503, messages.form.serverUnavailable), form);
  });

  guardFormPosts(app, options);

  // The thank-you page of a post sent without JavaScript in another language (the site's own is English).
  const forms = new Set<string>(Object.values(formUrls));
  app.get<{ Params: { lang: string; form: string } }>('/thank-you/:lang/:form', (request, reply) => {
    const { lang, form } = request.params;
    if (!isLocale(lang) || !forms.has(form)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(thankYouPage(lang, form as MailFormName));
  });

  for (const [url, form] of Object.entries(formUrls)) {
    app.post(url, formPostHandler(form, options));
    // Other methods are refused as such, not as a missing page; OPTIONS stays the CORS preflight's.
    app.route({
      method: ['PUT', 'DELETE', 'PATCH'],
      url,
      handler: (request, reply) =>
        replyRefused(request, reply.header('allow', 'POST'), new FormError(405, serverMessages.methodNotAllowed), form),
    });
  }
};
