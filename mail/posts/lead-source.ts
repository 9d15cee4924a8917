import { safeParse } from 'zod/mini';
import { UTM_FIELDS, utmOf, webAddress, type LeadSource } from '../../src/forms/lead-source.ts';
import { leadSourceSchema } from '../../src/forms/lead-source-schema.ts';

/** What the server itself knows about a post's origin. */
export interface PostContext {
  /** The request's Referer header: the page of a plain (no JavaScript) post. */
  referer?: string;
  /** The request's Origin, only when it is one of PARTNER_ORIGINS: checked by the server, never a field. */
  partnerOrigin?: string;
}

/**
 * Where a lead came from: the context fields the form sent, cleaned (cut to
 * length, addresses http(s) only), filled in from what the server knows. A
 * post without them (JavaScript off, a widget not yet hydrated) takes the
 * Referer as its page and that page's utm_* parameters; the partner origin
 * comes from the verified Origin header alone, so no field can claim one.
 */
export function leadSource(fields: Record<string, string>, { referer, partnerOrigin }: PostContext): LeadSource {
  // Every context field is optional and cleaned by transforms, so the schema never refuses a post.
  const parsed = safeParse(leadSourceSchema, fields);
  const sent: Partial<typeof parsed.data & object> = parsed.data ?? {};
  const page = sent.source_page ?? webAddress(referer);
  // The page's own utm_* values, decoded from its address, are cleaned by the same schema as the fields.
  const pageUtm: Partial<typeof sent> = safeParse(leadSourceSchema, utmOf(page)).data ?? {};
  const source: LeadSource = {
    source_page: page,
    source_referrer: sent.source_referrer,
    ...Object.fromEntries(UTM_FIELDS.map((field) => [field, sent[field] ?? pageUtm[field]])),
    source_label: sent.source_label,
    partner_origin: partnerOrigin,
  };
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
}
