// Where a lead came from: the page a form was sent from, its referrer, the
// campaign's utm_* parameters and a partner's own label. The browser fills these
// fields at submit time; the server cleans them with leadSourceSchema and adds
// the partner origin it verified itself (never a field). No zod here: the
// widgets' first view fills these fields before React (and zod) arrive; the
// schema is lead-source-schema.ts.

/** The utm_* parameters of a campaign link, in the order the mail lists them. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The context fields every mail form sends beside its own; an it-submit listener may set these and no others. */
export const SOURCE_FIELDS = ['source_page', 'source_referrer', ...UTM_FIELDS, 'source_label'] as const;

/** The name of one context field. */
export type SourceField = (typeof SOURCE_FIELDS)[number];

/** Where a lead came from, as stored with its message. `partner_origin` is set by the server alone. */
export type LeadSource = Partial<Record<SourceField | 'partner_origin', string>>;

/** Longest page or referrer address kept. */
export const SOURCE_URL_MAX = 2000;
/** Longest utm_* value or partner label kept. */
export const SOURCE_TEXT_MAX = 200;

/** The longest value each context field keeps. */
export const sourceFieldMax = (field: SourceField) =>
  field.endsWith('_page') || field.endsWith('_referrer') ? SOURCE_URL_MAX : SOURCE_TEXT_MAX;

/**
 * One line of at most `max` characters: control characters, line breaks and
 * runs of spaces made one space (a long gap could pass for a new line in the
 * mail), and a longer value cut (ending in "…"). Context fields are cut, not
 * refused: the visitor neither sees nor can fix them, and refusing an enquiry
 * over a campaign tag would lose the lead. Invisible format characters are the
 * schema's to drop (lead-source-schema.ts), which keeps them out of the
 * widgets' first view.
 */
export function sourceText(value: string | undefined, max: number): string | undefined {
  const line = (value ?? '').replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (!line) return undefined;
  const characters = [...line];
  return characters.length <= max ? line : `${characters.slice(0, max - 1).join('')}…`;
}

/** An http(s) address without user name or password, normalised; anything else (javascript:, data:, a path) is no address. */
export function webAddress(value: string | undefined, max = SOURCE_URL_MAX): string | undefined {
  const text = sourceText(value, Number.MAX_SAFE_INTEGER);
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  // Cut after normalising, and kept only if still an address: a shortened link is better than none.
  const href = url.href.length <= max ? url.href : url.href.slice(0, max);
  return URL.canParse(href) ? href : undefined;
}

/** The utm_* parameters of an address (the first of each), cleaned; none for what is not an address. */
export function utmOf(address: string | undefined): Partial<Record<(typeof UTM_FIELDS)[number], string>> {
  if (!address || !URL.canParse(address)) return {};
  const params = new URL(address).searchParams;
  const utm: Partial<Record<(typeof UTM_FIELDS)[number], string>> = {};
  for (const field of UTM_FIELDS) {
    const value = sourceText(params.get(field) ?? undefined, SOURCE_TEXT_MAX);
    if (value) utm[field] = value;
  }
  return utm;
}

/** The context fields a form sends from a page at `href` reached from `referrer`, with a partner's label; empty ones left out. */
export function sourceFields(href: string, referrer: string, label?: string): Partial<Record<SourceField, string>> {
  const fields: Partial<Record<SourceField, string>> = { source_page: href, source_referrer: referrer, ...utmOf(href) };
  if (label) fields.source_label = label;
  for (const field of SOURCE_FIELDS) {
    const value = fields[field];
    if (value) fields[field] = [...value].slice(0, sourceFieldMax(field)).join('');
    else delete fields[field];
  }
  return fields;
}
