import { DestinationError, type Destination } from '../destination.ts';
import type { HttpOutcome } from './http-outcome.ts';
import type { LeadRecord } from '../lead-event.ts';
import type { QueuedMail } from '../lead-record.ts';
import { postJson } from './post-json.ts';
import { safeFileName } from '../safe-file-name.ts';
import { slackMessage } from './slack-message.ts';
import { postWebhook, wantsForm, type WebhookDestination } from './webhook-post.ts';

/** A queued post as the HTTP destinations see it: the attachment by name, type and size, never its bytes. */
export function leadRecordOf({ id, receivedAt, form, fields, source, file }: QueuedMail): LeadRecord {
  const size = file?.size ?? (Buffer.isBuffer(file?.content) ? file.content.length : 0);
  return {
    id,
    receivedAt,
    form,
    fields,
    ...(source && { source }),
    // The very name the company mail gives it (compose.ts cleans it with the same function), whatever a record holds.
    ...(file && { attachment: { filename: safeFileName(file.filename), contentType: file.contentType, size } }),
  };
}

/** An HTTP answer as a destination reports it: a note when delivered, else a DestinationError for decide(). */
function settled(outcome: HttpOutcome): string {
  if (outcome.delivered) return `answered ${outcome.status}`;
  const { failure, message, retryAfterMs } = outcome;
  throw new DestinationError(message, { kind: failure, ...(retryAfterMs !== undefined && { retryAfterMs }) });
}

/** A signed `lead.received` webhook, named 'webhook:<name>', for the forms it lists (all when it lists none). */
export function webhookDestination(name: string, webhook: WebhookDestination): Destination {
  return {
    name: `webhook:${name}`,
    readsAttachment: false,
    wants: (mail) => wantsForm(webhook, mail.form),
    deliver: async (mail) => settled(await postWebhook(webhook, leadRecordOf(mail))),
  };
}

/** A short Slack message per lead through an incoming webhook (SLACK_WEBHOOK_URL); never the attachment. */
export function slackDestination(url: string): Destination {
  return {
    name: 'slack',
    readsAttachment: false,
    wants: () => true,
    deliver: async (mail) => settled(await postJson(url, JSON.stringify(slackMessage(leadRecordOf(mail))), {})),
  };
}
