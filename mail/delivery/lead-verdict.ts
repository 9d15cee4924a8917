import type { LeadSource } from '../../src/forms/lead-source.ts';

/**
 * The server's verdict on a post: whether its browser solved the form's
 * challenge, and why it looks like spam (spam-check.ts), if it does. Only a
 * verified, unsuspected lead goes beyond the company mail.
 */
export interface LeadVerdict {
  verified: boolean;
  /** Empty when nothing looked like spam. */
  suspected: string[];
}

/**
 * The verdict rides in the record's source, under keys only the server
 * writes (as it does partner_origin), so both queues keep it across restarts
 * with the rest of the record and no change to what they store.
 */
export type StoredSource = LeadSource & {
  verdict?: 'verified' | 'unverified';
  suspected_spam?: string;
  /** The language the form spoke to the visitor (its post's lang, else Accept-Language), when not English: a code of locales.ts. */
  language?: string;
};

/** Between reasons in the stored source; no reason contains it. */
const SEPARATOR = '; ';

/** The source keys that carry `verdict`. */
export function verdictSource({ verified, suspected }: LeadVerdict): StoredSource {
  return {
    verdict: verified ? 'verified' : 'unverified',
    ...(suspected.length > 0 && { suspected_spam: suspected.join(SEPARATOR) }),
  };
}

/** The verdict a record carries. A record stored before there were verdicts went everywhere then, and counts as verified. */
export function leadVerdict(source: StoredSource | undefined): LeadVerdict {
  return {
    verified: source?.verdict !== 'unverified',
    suspected: source?.suspected_spam ? source.suspected_spam.split(SEPARATOR) : [],
  };
}

/** Whether a lead may go beyond the company mail: verified and not suspected. */
export function trustedLead(source: StoredSource | undefined): boolean {
  const { verified, suspected } = leadVerdict(source);
  return verified && suspected.length === 0;
}

/** The source without the server's own keys (verdict, language): where the lead came from, as receivers always had it. */
export function plainSource(source: StoredSource | undefined): LeadSource {
  const { verdict: _verdict, suspected_spam: _suspected, language: _language, ...plain } = source ?? {};
  return plain;
}
