/** Why a send failed, as the delivery rules need to know it. */
export type SendFailure =
  /** The relay refused this message for good (a 5xx reply to it): retrying cannot help. */
  | 'permanent'
  /** The relay is unreachable or refuses us (connection, DNS, login): every message would fail alike. */
  | 'relay-down'
  /** Anything else: try this message again later. */
  | 'transient';

/** nodemailer codes that mean the relay itself is unreachable or refuses us, not this one message. */
const relayDown = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ETLS', 'EPROXY']);

/**
 * Classifies a nodemailer send error. A 5xx reply to the message (550 mailbox
 * unavailable, 552 too big, 554 rejected) is permanent; a 5xx during login
 * (535, code EAUTH) is the operator's to fix and is retried like an outage.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const { code = '', responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (relayDown.has(code)) return 'relay-down';
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return 'permanent';
  return 'transient';
}
