import type { MailEnvelope } from './compose.ts';
import type { Config } from './config.ts';
import type { Destination } from './destination.ts';
import { slackDestination, webhookDestination } from './http-destination.ts';
import { mailDestination } from './mail-destination.ts';
import type { MailSender } from './mail-sender.ts';

/**
 * Every place an accepted lead goes, built once from the configuration: the
 * company inbox ('mail'), each signed webhook ('webhook:<name>'; WEBHOOK_URL
 * is the webhook named 'webhook') and Slack ('slack'). The list is open: a
 * queue delivers to whatever destinations it is given.
 */
export function configuredDestinations(config: Config, sender: MailSender, envelope: MailEnvelope): Destination[] {
  const destinations = [mailDestination(sender, envelope)];
  if (config.WEBHOOK_URL && config.WEBHOOK_SECRET)
    destinations.push(webhookDestination('webhook', { url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET }));
  for (const { name, ...webhook } of config.WEBHOOK_CONFIG) destinations.push(webhookDestination(name, webhook));
  if (config.SLACK_WEBHOOK_URL) destinations.push(slackDestination(config.SLACK_WEBHOOK_URL));
  return destinations;
}
