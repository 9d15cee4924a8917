import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { unlink } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formConsent } from '../../src/content/consent.ts';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { validate, type FieldErrors } from '../../src/forms/field-errors.ts';
import { mailForms, schemaIn, type MailFormName } from '../../src/forms/mail-forms.ts';
import { withEmptyFields } from '../../src/forms/form-schema.ts';
import { isLocale } from '../../src/content/locales.ts';
import { refusalCodes } from '../../src/forms/refusal-codes.ts';
import { challengeRoute } from './challenge-route.ts';
import type { FormChallenges } from './form-challenges.ts';
import { postVerdict } from './post-verdict.ts';
import { CHALLENGE_FIELD } from './verify-challenge.ts';
import { verdictSource } from '../delivery/lead-verdict.ts';
import { readFormBody } from './form-body.ts';
import { FormError } from './form-error.ts';
import { formLimits, HONEYPOT_FIELD } from './form-limits.ts';
import { leadSource } from './lead-source.ts';
import { postOutcome, type PostOutcome } from './post-outcome.ts';
import { replyAccepted, replyRefused, thankYouPage } from './form-reply.ts';
import { notePostLanguage } from './post-language.ts';
import { SUCCESS_URL_FIELD, successTarget } from './success-url.ts';
import { newMailId } from '../queue/mail-id.ts';
import type { MailQueue } from '../queue/mail-queue.ts';
import type { StagedFile } from '../delivery/lead-record.ts';
import { PostRateLimit } from './post-rate-limit.ts';
import type { FileScanner } from './clamd-scanner.ts';
import { checkResume } from './check-resume.ts';
import { refusedBodyLimits, settleRefusedBody } from './refused-body.ts';
import { RefusedOriginLog } from './refused-origin-log.ts';
import { uploadPace, watchUploadPace, type UploadPace } from './upload-pace.ts';
import { UploadSlots } from './upload-slots.ts';

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
  /** The slowest a body may arrive; tests shorten it, production keeps {@link uploadPace}. */
  uploadPace?: UploadPace;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This site's origin, for the form routes: what a same-site post's Origin and Referer start with. */
    siteOrigin: string;
  }
}

/** How long a client turned away by MAIL_MAX_INFLIGHT, or by its own posts under way (uploadCaps), is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/** How long a client is asked to wait when the queue could not store its post: about a database's restart or failover. */
const STORE_RETRY_SECONDS = 10;

/** URL path → form. The .php alias keeps the template's old careers embeds working. */
const routes: Record<string, MailFormName> = {
  '/enquiry': 'enquiry',
  '/careers': 'careers',
  '/careers-mail-validation.php': 'careers',
  '/contact': 'contact',
  '/comment': 'comment',
};

const formTypes = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * POST /mail/{enquiry,careers,contact,comment} (and the careers .php alias):
 * reads the post within size limits (an upload streams to disk as it
 * arrives), validates it with the form's shared schema (unknown fields
 * dropped), stores it durably in the queue and only then answers 202 (fetch)
 * or 303 (plain post), and wakes the delivery worker. Every refusal is a
 * FormError with a clear message; the queue never sees it.
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const { queue, partnerOrigins, publicOrigin, maxInflight } = options;
  await app.register(cors, { origin: [...partnerOrigins], methods: ['POST'], maxAge: 600 });
  await app.register(challengeRoute, { challenges: options.challenges });
  const rateLimit = new PostRateLimit({
    acceptedPerMinute: options.ratePerMinute,
    refusedPerMinute: options.refusedPerMinute,
  });
  // Normalised through URL (Host: Example.COM:80 is http://example.com); a Host that is no host gives no origin at all.
  app.decorateRequest('siteOrigin', {
    getter(this: FastifyRequest) {
      if (publicOrigin) return publicOrigin;
      const origin = `${this.protocol}://${this.host}`;
      return URL.canParse(origin) ? new URL(origin).origin : '';
    },
  });
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

  // Exact serialized origins, scheme and port included: https://host, http://evil@host and null are not us.
  // No Origin at all stays allowed: non-browser clients and older browsers' same-origin posts send none.
  const refusedOrigin = (request: FastifyRequest): string | undefined => {
    const origin = request.headers.origin;
    const ours = origin !== '' && origin === request.siteOrigin;
    return origin !== undefined && !ours && !partnerOrigins.includes(origin) ? origin : undefined;
  };
  const refusedOrigins = new RefusedOriginLog((fields, line) => app.log.warn(fields, line));

  // The form posted, by its route's last segment (the routes sit under a prefix).
  const formOf = (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    return routes[url.slice(url.lastIndexOf('/'))];
  };
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

  // Before any byte of the body is read: how often this client posted, who is posting, in what format, and how busy we are.
  let inflight = 0;
  const uploads = new UploadSlots();
  // Each post's slots, freed at once when it is refused; what is left of its body then costs bandwidth only.
  const underWay = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const wait = rateLimit.retryAfter(request.ip);
    if (wait) {
      reply.header('retry-after', String(wait));
      throw new FormError(429, messages.form.tooManyRequests);
    }
    // Counted once the outcome is known; 'close' also comes when the client leaves without an answer.
    const settle = rateLimit.begin(request.ip);
    reply.raw.once('close', () => settle(reply.raw.headersSent ? reply.raw.statusCode : undefined));
    const refused = refusedOrigin(request);
    if (refused !== undefined) {
      refusedOrigins.refused(refused, formOf(request));
      throw new FormError(403, messages.form.originRefused, {}, undefined, refusalCodes.originRefused);
    }
    if (!formTypes.test(request.headers['content-type'] ?? ''))
      throw new FormError(415, serverMessages.wrongContentType);
    if (Number(request.headers['content-length'] ?? 0) > formLimits.totalBytes)
      throw new FormError(413, messages.form.tooLarge);
    // One address's (or block's) slow posts cannot hold every slot. A body that has all arrived holds none.
    const upload = request.raw.complete ? () => undefined : uploads.take(request.ip);
    if (!upload) throw new FormError(429, serverMessages.tooManyUploads, {}, BUSY_RETRY_SECONDS);
    request.raw.once('end', upload);
    reply.raw.once('close', upload);
    // Memory and disk bandwidth stay bounded under a flood: past maxInflight a post is turned away unread.
    if (inflight >= maxInflight) {
      request.postOutcome = 'busy';
      throw new FormError(503, serverMessages.busy, {}, BUSY_RETRY_SECONDS);
    }
    inflight++;
    const stopPace = watchUploadPace(request.raw, options.uploadPace ?? uploadPace, () => cutSlow(request));
    let held = true;
    const end = () => {
      if (!held) return;
      held = false;
      inflight--;
      upload();
      stopPace();
    };
    underWay.set(request, end);
    reply.raw.once('close', end);
  });

  // Too slow to keep its slot: the body's reader (busboy, or fastify's for urlencoded) fails with this 408, answered
  // as any refusal. The stream's own destroy() would close the socket before any answer. No reader yet: not its fault.
  function cutSlow(request: FastifyRequest): boolean {
    if (request.raw.listenerCount('error') === 0) return false;
    request.raw.emit('error', new FormError(408, serverMessages.tooSlow));
    return true;
  }

  // A page whose origin is refused may read why (CORS lists only partners): the preflight an upload with progress
  // needs passes, so the post itself comes and gets its 403, which the widget words as such rather than as a
  // network failure. No other answer is readable from that origin, and none carries credentials ('*').
  app.addHook('onSend', async (request, reply) => {
    if (refusedOrigin(request) !== undefined && (request.method === 'OPTIONS' || reply.statusCode === 403))
      reply.header('access-control-allow-origin', '*');
  });

  // A refusal sent before the body was read to its end reaches even a client that reads only once it has sent it all.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400) return;
    underWay.get(request)?.();
    await settleRefusedBody(
      request,
      reply,
      refusedBodyLimits(formOf(request) === 'careers' ? formLimits.totalBytes : formLimits.fieldsOnlyBytes),
    );
  });

  // The thank-you page of a post sent without JavaScript in another language (the site's own is English).
  const forms = new Set<string>(Object.values(routes));
  app.get<{ Params: { lang: string; form: string } }>('/thank-you/:lang/:form', (request, reply) => {
    const { lang, form } = request.params;
    if (!isLocale(lang) || !forms.has(form)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(thankYouPage(lang, form as MailFormName));
  });

  for (const [url, form] of Object.entries(routes)) {
    app.post(url, (request, reply) => handlePost(form, request, reply));
    // Other methods are refused as such, not as a missing page; OPTIONS stays the CORS preflight's.
    app.route({
      method: ['PUT', 'DELETE', 'PATCH'],
      url,
      handler: (request, reply) =>
        replyRefused(request, reply.header('allow', 'POST'), new FormError(405, serverMessages.methodNotAllowed), form),
    });
  }

  async function handlePost(form: MailFormName, request: FastifyRequest, reply: FastifyReply) {
    const withFile = form === 'careers';
    const body = await readFormBody(request, {
      fileField: withFile ? 'file' : undefined,
      stagingDir: queue.stagingDir,
      maxBytes: withFile ? formLimits.totalBytes : formLimits.fieldsOnlyBytes,
    });
    let handedOver = false;
    // Its refusals, its pages and the acknowledgement mail speak the language the form showed.
    const language = notePostLanguage(request, body.fields.lang);
    try {
      // A filled honeypot is a bot: it is told "accepted" and nothing is kept.
      if (body.fields[HONEYPOT_FIELD]) {
        request.postOutcome = 'spam';
        return replyAccepted(request, reply, newMailId(), undefined, form);
      }

      const result = validate(schemaIn(form, language), withEmptyFields(mailForms[form].form, body.fields));
      const errors: FieldErrors = result.ok ? {} : result.errors;
      let file: StagedFile | undefined;
      if (withFile) {
        const checked = await checkResume(body.file, request, options.scanner);
        if (checked instanceof FormError)
          throw new FormError(
            checked.statusCode,
            checked.message,
            { ...errors, ...checked.errors },
            checked.retryAfterSeconds,
          );
        file = checked;
      }
      if (!result.ok) throw new FormError(400, messages.form.fixErrors, errors);

      // Only the onRequest hook's verdict names a partner: an Origin it let through that is not our own.
      const origin = request.headers.origin;
      const partnerOrigin =
        origin && origin !== request.siteOrigin && partnerOrigins.includes(origin) ? origin : undefined;
      const verdict = await postVerdict(options.challenges, form, body.fields[CHALLENGE_FIELD], result.data);
      const source = {
        ...leadSource(body.fields, { referer: request.headers.referer, partnerOrigin }),
        ...verdictSource(verdict),
        // Another language than the company's own is kept, for its acknowledgement and the company's mail.
        ...(language !== 'en' && { language }),
      };

      let id: string;
      try {
        handedOver = true;
        // A ticked consent is kept as the version of the wording the visitor saw; the record's time says when.
        const consent = formConsent[form];
        const fields = consent ? { ...result.data, consent: consent.version } : result.data;
        id = await queue.enqueue({ form, fields, source, ...(file && { file }) });
      } catch (error) {
        request.log.error({ err: error, form }, 'could not store a form submission');
        request.postOutcome = 'store_failed';
        throw new FormError(503, messages.form.serverUnavailable, {}, STORE_RETRY_SECONDS);
      }
      queue.kick();
      request.log.info({ id, form }, `form submission ${id} accepted`);
      const next = successTarget(body.fields[SUCCESS_URL_FIELD], request.siteOrigin, partnerOrigins);
      return replyAccepted(request, reply, id, next, form);
    } finally {
      // Refused or a bot's: the staged upload goes. Once handed over, the queue owns it.
      if (body.file && !handedOver) await unlink(body.file.path).catch(() => undefined);
    }
  }
};
