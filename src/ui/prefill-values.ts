/** The fields a page may fill in a mail form for the visitor. */
export const PREFILL_FIELDS = ['name', 'email', 'message'] as const;

/** A widget's prefill attributes (name, email, message, no-url-prefill), as the section's props. */
export interface PrefillProps {
  name?: string;
  email?: string;
  message?: string;
  /** Ignore the page URL's it_name, it_email and it_message parameters. */
  noUrlPrefill?: boolean;
}

/**
 * The values to fill in, field by field: the attribute when given, else the
 * page URL's `it_<field>` parameter unless `noUrlPrefill`. Nothing is checked:
 * the visitor sees the value, can edit it, and the form's rules judge it on send.
 */
export function prefillValues(props: PrefillProps, search: string): Partial<Record<string, string>> {
  const params = new URLSearchParams(props.noUrlPrefill ? '' : search);
  const values: Partial<Record<string, string>> = {};
  for (const field of PREFILL_FIELDS) {
    const value = props[field] ?? params.get(`it_${field}`);
    if (value) values[field] = value;
  }
  return values;
}
