import { acknowledgementDestination, type AcknowledgementOptions } from './delivery/acknowledgement/acknowledgement.ts';
import type { AcknowledgementLedger } from './delivery/acknowledgement/acknowledgement-ledger.ts';
import type { MailEnvelope } from './delivery/compose.ts';
import type { Config } from './config.ts';
import type { Destination } from './delivery/destination.ts';
import { slackDestination, webhookDestination } from './delivery/webhooks/http-destination.ts';
import { mailDestination } from './delivery/mail-destination.ts';
import type { MailSender } from './delivery/mail-sender.ts';
import { trustedOnly } from './delivery/trusted-only.ts';

/**
 * Every place an accepted lead goes, built once from the configuration: the
 * company inbox ('mail'), each signed webhook ('webhook:<name>'; WEBHOOK_URL
 * is the webhook named 'webhook') and Slack ('slack'), and the acknowledgement to the sender ('acknowledgement',
 * for ACKNOWLEDGE_FORMS, at most once an hour per address as `ledger` says). Only a verified, unsuspected
 * lead (lead-verdict.ts) goes beyond the company inbox. The list is open: a
 * queue delivers to whatever destinations it is given.
 */
export function configuredDestinations(
  config: Config,
  sender: MailSender,
  envelope: MailEnvelope,
  ledger: AcknowledgementLedger,
  /** Told what each acknowledgement came to (for /metrics). */
  onAcknowledgement?: AcknowledgementOptions['onOutcome'],
  /** Where the acknowledgement says its cap was reached. */
  log?: AcknowledgementOptions['log'],
): Destination[] {
  const destinations = [mailDestination(sender, envelope)];
  // An unverified or suspected lead goes to the company mail alone; the acknowledgement checks it itself, to count it.
  if (config.WEBHOOK_URL && config.WEBHOOK_SECRET)
    destinations.push(
      trustedOnly(webhookDestination('webhook', { url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET })),
    );
  for (const { name, ...webhook } of config.WEBHOOK_CONFIG)
    destinations.push(trustedOnly(webhookDestination(name, webhook)));
  if (config.SLACK_WEBHOOK_URL) destinations.push(trustedOnly(slackDestination(config.SLACK_WEBHOOK_URL)));
  if (config.ACKNOWLEDGE_FORMS.length > 0)
    destinations.push(
      acknowledgementDestination({
        forms: config.ACKNOWLEDGE_FORMS,
        sender,
        envelope,
        ledger,
        perMinute: config.ACKNOWLEDGE_PER_MINUTE,
        ...(log && { log }),
        ...(onAcknowledgement && { onOutcome: onAcknowledgement }),
      }),
    );
  return destinations;
}
