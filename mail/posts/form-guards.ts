import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { refusalCodes } from '../../src/forms/refusal-codes.ts';
import { FormError } from './form-error.ts';
import { formLimits } from './form-limits.ts';
import { refusedOrigin } from './form-origin.ts';
import { formOf } from './form-urls.ts';
import { PostRateLimit } from './post-rate-limit.ts';
import { refusedBodyLimits, settleRefusedBody } from './refused-body.ts';
import { RefusedOriginLog } from './refused-origin-log.ts';
import { uploadPace, watchUploadPace, type UploadPace } from '../uploads/upload-pace.ts';
import { UploadSlots } from '../uploads/upload-slots.ts';

/** How long a client turned away by MAIL_MAX_INFLIGHT, or by its own posts under way (uploadCaps), is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/** What the guards check a post against. */
export interface FormGuardsOptions {
  /** Origins allowed to post cross-origin. */
  partnerOrigins: readonly string[];
  /** Accepted posts per client IP per minute. */
  ratePerMinute: number;
  /** Refused posts per client IP per minute, a budget apart from the accepted one. */
  refusedPerMinute: number;
  /** Form posts being read or stored at once; more get 503 with Retry-After before their body is read. */
  maxInflight: number;
  /** The slowest a body may arrive; tests shorten it, production keeps {@link uploadPace}. */
  uploadPace?: UploadPace;
}

const formTypes = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * The checks every form post passes before any byte of its body is read: how
 * often this client posted, who is posting, in what format and size, how many
 * of its uploads are under way and how busy we are; then its body must keep
 * a pace. Each refusal is a FormError, answered by the routes' error handler,
 * and frees what the post held at once.
 */
export function guardFormPosts(app: FastifyInstance, options: FormGuardsOptions): void {
  const { partnerOrigins, maxInflight } = options;
  const rateLimit = new PostRateLimit({
    acceptedPerMinute: options.ratePerMinute,
    refusedPerMinute: options.refusedPerMinute,
  });
  const refusedOrigins = new RefusedOriginLog((fields, line) => app.log.warn(fields, line));
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
    const refused = refusedOrigin(request, partnerOrigins);
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

  // A page whose origin is refused may read why (CORS lists only partners): the preflight an upload with progress
  // needs passes, so the post itself comes and gets its 403, which the widget words as such rather than as a
  // network failure. No other answer is readable from that origin, and none carries credentials ('*').
  app.addHook('onSend', async (request, reply) => {
    if (
      refusedOrigin(request, partnerOrigins) !== undefined &&
      (request.method === 'OPTIONS' || reply.statusCode === 403)
    )
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
}

/**
 * Too slow to keep its slot: the body's reader (busboy, or fastify's for urlencoded) fails with this 408, answered
 * as any refusal. The stream's own destroy() would close the socket before any answer. No reader yet: not its fault.
 */
function cutSlow(request: FastifyRequest): boolean {
  if (request.raw.listenerCount('error') === 0) return false;
  request.raw.emit('error', new FormError(408, serverMessages.tooSlow));
  return true;
}
