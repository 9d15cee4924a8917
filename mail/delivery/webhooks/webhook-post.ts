import { Webhook } from 'standardwebhooks';
import type { HttpOutcome } from './http-outcome.ts';
import { leadEvent, type LeadRecord } from '../lead-event.ts';
import { postJson } from './post-json.ts';

/** One configured webhook: where, the `whsec_…` key it is signed with, and which forms it wants (all when absent). */
export interface WebhookDestination {
  url: string;
  secret: string;
  forms?: readonly string[];
}

/** Whether a destination wants this form's leads. */
export const wantsForm = (destination: { forms?: readonly string[] }, form: string) =>
  !destination.forms || destination.forms.includes(form);

/**
 * Sends one lead to one webhook, signed as Standard Webhooks defines it (the
 * reference library signs, so any receiver's library verifies). The
 * webhook-id is the record's id on every attempt, so a receiver drops a
 * repeat; the webhook-timestamp is the attempt's own time, as receivers
 * reject signatures older than a few minutes.
 */
export function postWebhook(
  destination: WebhookDestination,
  record: LeadRecord,
  now = new Date(),
  timeoutMs?: number,
): Promise<HttpOutcome> {
  const body = JSON.stringify(leadEvent(record));
  const signature = new Webhook(destination.secret).sign(record.id, now, body);
  const headers = {
    'webhook-id': record.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
  return postJson(destination.url, body, headers, timeoutMs);
}
