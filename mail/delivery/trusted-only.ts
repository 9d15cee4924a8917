import type { Destination } from './destination.ts';
import { trustedLead } from './lead-verdict.ts';

/**
 * A destination that takes only verified, unsuspected leads: what a bot posts
 * stays in the company mail and never reaches a CRM, a Slack channel or a
 * stranger's inbox.
 */
export function trustedOnly(destination: Destination): Destination {
  return { ...destination, wants: (mail) => trustedLead(mail.source) && destination.wants(mail) };
}
