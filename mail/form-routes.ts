import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../src/content/messages.ts';
import { validate, type FieldErrors } from '../src/forms/field-errors.ts';
import { RESUME_FIELD, resumeError } from '../src/forms/resume-rules.ts';
import { mailSchemas, type MailFormName } from '../src/forms/schemas.ts';
import type { Delivery } from './deliver.ts';
import { readFormBody } from './form-body.ts';
import { FormError } from './form-error.ts';
import { formLimits, HONEYPOT_FIELD } from './form-limits.ts';
import { replyAccepted, replyRefused } from './form-reply.ts';
import type { MailRecord } from './mail-record.ts';
import { PostRateLimit } from './post-rate-limit.ts';
import { resumeContentType } from './resume-type.ts';
import type { Spool } from './spool.ts';

/** What the form endpoints need from the app. */
export interface FormRoutesOptions {
  spool: Spool;
  delivery: Pick<Delivery, 'kick'>;
  /** Origins allowed to post cross-origin (CORS answers them and no one else). */
  partnerOrigins: readonly string[];
  /** The site's public origin (behind a proxy); unset: the origin this request reached, as fastify reports it. */
  publicOrigin?: string;
  /** Accepted posts per client IP per minute. */
  ratePerMinute: number;
  /** Refused posts per client IP per minute, a budget apart from the accepted one. */
  refusedPerMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This site's origin, for the form routes: what a same-site post's Origin and Referer start with. */
    siteOrigin: string;
  }
}

/** URL path → form. The .php alias keeps the template's old careers embeds working. */
const routes: Record<string, MailFormName> = {
  '/enquiry': 'enquiry',
  '/careers': 'careers',
  '/careers-mail-validation.php': 'careers',
  '/contact': 'contact',
  '/comment': 'comment',
};

const formTypes = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** The resume's checks: name and size as the browser made them, then the bytes. */
async function checkResume(file: Awaited<ReturnType<typeof readFormBody>>['file']): Promise<FormError | MailRecord['file']> {
  const early = resumeError(file && { name: file.filename, size: file.bytes.length });
  if (early) return new FormError(early.includes('may not be greater') ? 413 : 400, messages.form.fixErrors, { file: early });
  const contentType = await resumeContentType(file!.bytes);
  if (!contentType) return new FormError(415, messages.form.unsupportedType, { file: messages.validation.fileType(RESUME_FIELD) });
  return { filename: file!.filename, contentType, bytes: file!.bytes };
}

/**
 * POST /mail/{enquiry,careers,contact,comment} (and the careers .php alias):
 * reads the post within size limits, validates it with the form's shared
 * schema (unknown fields dropped), writes it durably to the spool and only then
 * answers 202 (fetch) or 303 (plain post), and wakes the delivery worker.
 * Every refusal is a FormError with a clear message; the spool never sees it.
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const { spool, delivery, partnerOrigins, publicOrigin } = options;
  await app.register(cors, { origin: [...partnerOrigins], methods: ['POST'], maxAge: 600 });
  const rateLimit = new PostRateLimit({ acceptedPerMinute: options.ratePerMinute, refusedPerMinute: options.refusedPerMinute });
  // Normalised through URL (Host: Example.COM:80 is http://example.com); a Host that is no host gives no origin at all.
  app.decorateRequest('siteOrigin', {
    getter(this: FastifyRequest) {
      if (publicOrigin) return publicOrigin;
      const origin = `${this.protocol}://${this.host}`;
      return URL.canParse(origin) ? new URL(origin).origin : '';
    },
  });
  await app.register(multipart, {
    limits: { fields: formLimits.fields, fieldSize: formLimits.fieldBytes, files: formLimits.files, fileSize: formLimits.fileBytes, parts: formLimits.parts },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formLimits.urlencodedBytes }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (error instanceof FormError) return replyRefused(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413) return replyRefused(request, reply, new FormError(413, messages.form.tooLarge));
    if (status >= 400 && status < 500) return replyRefused(request, reply, new FormError(400, messages.form.unreadable));
    request.log.error({ err: error }, 'form post failed');
    return replyRefused(request, reply, new FormError(503, messages.form.serverUnavailable));
  });

  // Before any byte of the body is read: how often this client posted, who is posting, and in what format.
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
    // Exact serialized origins, scheme and port included: https://host, http://evil@host and null are not us.
    // No Origin at all stays allowed: non-browser clients and older browsers' same-origin posts send none.
    const origin = request.headers.origin;
    const ours = origin !== '' && origin === request.siteOrigin;
    if (origin !== undefined && !ours && !partnerOrigins.includes(origin)) {
      throw new FormError(403, messages.form.originNotAllowed);
    }
    if (!formTypes.test(request.headers['content-type'] ?? '')) throw new FormError(415, messages.form.wrongContentType);
    if (Number(request.headers['content-length'] ?? 0) > formLimits.totalBytes) throw new FormError(413, messages.form.tooLarge);
  });

  for (const [url, form] of Object.entries(routes)) {
    app.post(url, (request, reply) => handlePost(form, request, reply));
  }

  async function handlePost(form: MailFormName, request: FastifyRequest, reply: FastifyReply) {
    const body = await readFormBody(request, form === 'careers' ? 'file' : undefined);
    // A filled honeypot is a bot: it is told "accepted" and nothing is kept.
    if (body.fields[HONEYPOT_FIELD]) return replyAccepted(request, reply, `${Date.now()}-${randomBytes(8).toString('hex')}`);

    const result = validate(mailSchemas[form], body.fields);
    const errors: FieldErrors = result.ok ? {} : result.errors;
    let file: MailRecord['file'];
    if (form === 'careers') {
      const checked = await checkResume(body.file);
      if (checked instanceof FormError) throw new FormError(checked.statusCode, checked.message, { ...errors, ...checked.errors });
      file = checked;
    }
    if (!result.ok) throw new FormError(400, messages.form.fixErrors, errors);

    const record: MailRecord = { form, fields: result.data as Record<string, string>, ...(file && { file }) };
    let id: string;
    try {
      id = await spool.enqueue(record);
    } catch (error) {
      request.log.error({ err: error, form }, 'could not store a form submission');
      throw new FormError(503, messages.form.serverUnavailable);
    }
    delivery.kick();
    request.log.info({ id, form }, `form submission ${id} accepted`);
    return replyAccepted(request, reply, id);
  }
};
