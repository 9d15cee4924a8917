import type { AcknowledgedForm } from '../../../src/content/acknowledgement.ts';
import { acknowledgementAddress, type AcknowledgementLedger } from './acknowledgement-ledger.ts';
import { composeAcknowledgement } from './acknowledgement-mail.ts';
import type { MailEnvelope } from '../compose.ts';
import { trustedLead } from '../lead-verdict.ts';
import { DestinationError, type Destination } from '../destination.ts';
import type { MailSender } from '../mail-sender.ts';
import { classifySendFailure } from '../send-failure.ts';

/** What the acknowledgement destination needs from the app. */
export interface AcknowledgementOptions {
  /** The forms acknowledged (ACKNOWLEDGE_FORMS). */
  forms: readonly AcknowledgedForm[];
  sender: MailSender;
  /** From MAIL_FROM, Reply-To MAIL_TO, signed with the company's name. */
  envelope: MailEnvelope;
  ledger: AcknowledgementLedger;
  /** Acknowledgements the whole site sends per minute (ACKNOWLEDGE_PER_MINUTE); past it none go, and the leads still reach the staff. */
  perMinute: number;
  /** Where a minute's cap being reached is said, once that minute. */
  log?: { warn: (obj: object, message: string) => void };
  /** The clock the ledger judges the hour by; tests move it. */
  now?: () => Date;
  /** Told of each acknowledgement sent, and of each rightly not sent and why (for /metrics). */
  onOutcome?: (outcome: AcknowledgementOutcome) => void;
}

/**
 * An acknowledgement sent, or suppressed: the address was claimed within the
 * hour (or the ledger is full), there is none, the site's cap for the minute
 * was reached, or the lead is unverified or suspected (never acknowledged, so
 * a bot cannot make us mail a stranger).
 */
export type AcknowledgementOutcome = 'sent' | 'within_hour' | 'no_address' | 'cap' | 'unverified';

/** An error's message without the visitor's address: it goes to the log and /healthz, which hold no personal data. */
function redacted(error: unknown, address: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<the sender>');
}

/**
 * The acknowledgement to the sender, as one destination of a lead: wanted for
 * a listed form whose `email` is a valid address. Each delivery first claims
 * the address in the ledger, so an address gets at most one acknowledgement an
 * hour; a claim refused is a delivery rightly skipped, not a failure.
 */
export function acknowledgementDestination({
  forms,
  sender,
  envelope,
  ledger,
  perMinute,
  log,
  now = () => new Date(),
  onOutcome = () => undefined,
}: AcknowledgementOptions): Destination {
  const listed = new Set<string>(forms);
  let cappedMinute = -1;
  const capped = (at: Date) => {
    onOutcome('cap');
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== cappedMinute)
      log?.warn(
        { perMinute },
        `acknowledgements: the site's cap of ${perMinute} a minute was reached; none more this minute`,
      );
    cappedMinute = minute;
  };
  return {
    name: 'acknowledgement',
    close: () => void ledger.close?.(),
    wants: ({ form, fields, source }) => {
      if (!listed.has(form) || acknowledgementAddress(fields.email) === undefined) return false;
      if (trustedLead(source)) return true;
      onOutcome('unverified');
      return false;
    },
    async deliver(mail) {
      if (!trustedLead(mail.source)) {
        onOutcome('unverified');
        return 'skipped: unverified or suspected lead';
      }
      const address = acknowledgementAddress(mail.fields.email);
      if (!address || !listed.has(mail.form)) {
        onOutcome('no_address');
        return 'skipped: no address to acknowledge';
      }
      let claimed: boolean;
      let slot = false;
      const at = now();
      try {
        claimed = await ledger.claim(address, mail.id, at);
        // Claimed first: an address within its hour takes none of the minute's slots.
        if (claimed) slot = await ledger.takeSendSlot(at, perMinute);
      } catch (error) {
        throw new DestinationError(`acknowledgement ledger unavailable: ${redacted(error, address)}`, {
          kind: 'transient',
        });
      }
      if (!claimed) {
        onOutcome('within_hour');
        return 'skipped: acknowledged within the hour';
      }
      if (!slot) {
        capped(at);
        return "skipped: the site's acknowledgements for this minute were all sent";
      }
      const message = composeAcknowledgement(
        {
          id: mail.id,
          receivedAt: mail.receivedAt,
          form: mail.form as AcknowledgedForm,
          language: mail.source?.language,
        },
        address,
        envelope,
      );
      try {
        // Its own name in the outbox: the record's id is the company mail's .eml.
        const note = await sender.send(message, `${mail.id}.acknowledgement`);
        onOutcome('sent');
        return `acknowledgement ${note}`;
      } catch (error) {
        throw new DestinationError(`acknowledgement not sent: ${redacted(error, address)}`, {
          kind: classifySendFailure(error),
        });
      }
    },
  };
}
