import { unlink } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formConsent } from '../../src/content/consent.ts';
import { messages } from '../../src/content/messages.ts';
import { validate, type FieldErrors } from '../../src/forms/field-errors.ts';
import { withEmptyFields } from '../../src/forms/form-schema.ts';
import { mailForms, schemaIn, type MailFormName } from '../../src/forms/mail-forms.ts';
import type { StagedFile } from '../delivery/lead-record.ts';
import { verdictSource } from '../delivery/lead-verdict.ts';
import { newMailId } from '../queue/mail-id.ts';
import type { MailQueue } from '../queue/mail-queue.ts';
import { checkResume } from './check-resume.ts';
import type { FileScanner } from '../uploads/clamd-scanner.ts';
import type { FormChallenges } from './form-challenges.ts';
import { readFormBody } from './form-body.ts';
import { FormError } from './form-error.ts';
import { formLimits, HONEYPOT_FIELD } from './form-limits.ts';
import { partnerOriginOf } from './form-origin.ts';
import { replyAccepted } from './form-reply.ts';
import { leadSource } from './lead-source.ts';
import { notePostLanguage } from './post-language.ts';
import { postVerdict } from './post-verdict.ts';
import { SUCCESS_URL_FIELD, successTarget } from './success-url.ts';
import { CHALLENGE_FIELD } from './verify-challenge.ts';

/** How long a client is asked to wait when the queue could not store its post: about a database's restart or failover. */
const STORE_RETRY_SECONDS = 10;

/** What a form's handler needs from the app. */
export interface FormPostOptions {
  queue: MailQueue;
  challenges: FormChallenges;
  partnerOrigins: readonly string[];
  /** Scans every resume before it is accepted (CLAMAV_URL); none: no scanning. */
  scanner?: FileScanner;
}

/**
 * The handler of one form's posts, once the guards (form-guards.ts) let one
 * through: reads it within the form's limits (careers streams its resume to
 * the queue's staging folder), validates it with the form's shared schema
 * (unknown fields dropped), judges the resume, the challenge and the source,
 * stores it durably in the queue and only then answers 202 (fetch) or 303
 * (plain post), and wakes the delivery worker. Every refusal is a FormError;
 * the queue never sees it.
 */
export function formPostHandler(form: MailFormName, options: FormPostOptions) {
  const { queue, partnerOrigins } = options;
  const withFile = form === 'careers';
  return async function handleFormPost(request: FastifyRequest, reply: FastifyReply) {
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

      const partnerOrigin = partnerOriginOf(request, partnerOrigins);
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
  };
}
