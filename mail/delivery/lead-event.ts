import type { LocaleCode } from '../../src/content/locales.ts';
import type { LeadSource } from '../../src/forms/lead-source.ts';
import { leadLanguage } from './lead-language.ts';
import { leadVerdict, plainSource, type StoredSource } from './lead-verdict.ts';

/** What a visitor agreed to and when: the version of the consent text they ticked, and the time it reached us. */
export interface LeadConsent {
  version: string;
  givenAt: string;
}

/**
 * One accepted submission as the outbound destinations (webhooks, Slack) see
 * it: no file bytes. A form that asks for consent has `fields.consent`, the
 * version of the wording agreed to, written by the server on acceptance.
 */
export interface LeadRecord {
  id: string;
  receivedAt: Date;
  form: string;
  fields: Record<string, string>;
  source?: StoredSource;
  attachment?: { filename: string; contentType: string; size: number };
}

/** The JSON body of a `lead.received` webhook. */
export interface LeadEvent {
  type: 'lead.received';
  /** When the lead was accepted (ISO 8601): the same on every attempt. */
  timestamp: string;
  data: {
    id: string;
    form: string;
    fields: Record<string, string>;
    source: LeadSource;
    attachment: { filename: string; type: string; size: number } | null;
    consent: LeadConsent | null;
    /** The language the form spoke to the visitor (`en`, `de` or `ar`): answer them in it. */
    language: LocaleCode;
    /**
     * The server's verdict: whether the browser solved the form's challenge,
     * and why the lead looks like spam. Webhooks get only verified leads with
     * nothing suspected, so receivers may rely on it and need not filter.
     */
    verdict: { verified: boolean; suspectedSpam: string[] };
  };
}

/**
 * The `lead.received` event for one record. The attachment travels as its
 * name, type and size only: a CRM gets the resume from the company's mail, and
 * a webhook never carries a visitor's file to a third party.
 */
export function leadEvent(record: LeadRecord): LeadEvent {
  const { attachment } = record;
  const { consent, ...fields } = record.fields;
  const { verified, suspected } = leadVerdict(record.source);
  return {
    type: 'lead.received',
    timestamp: record.receivedAt.toISOString(),
    data: {
      id: record.id,
      form: record.form,
      fields,
      source: plainSource(record.source),
      attachment: attachment
        ? { filename: attachment.filename, type: attachment.contentType, size: attachment.size }
        : null,
      consent: consent ? { version: consent, givenAt: record.receivedAt.toISOString() } : null,
      language: leadLanguage(record.source),
      verdict: { verified, suspectedSpam: suspected },
    },
  };
}
