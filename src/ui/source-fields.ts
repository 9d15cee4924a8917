import { SOURCE_FIELDS, sourceFieldMax, sourceFields, type SourceField } from '../forms/lead-source.ts';

/** A web address the visitor may be sent to (a form's `success-url`), for the forms that load this module at a send. */
export { webAddress } from '../forms/lead-source.ts';

/**
 * The fields a mail form shows its page in it-submit: the page's context (its
 * address, referrer and utm_* parameters, read now, from the page around a
 * widget too, and the partner's `source` label), then the form's own text fields.
 */
export function submitFields(form: HTMLFormElement, label?: string): Record<string, string> {
  const own = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { ...sourceFields(location.href, document.referrer, label), ...Object.fromEntries(own) };
}

/**
 * The context fields a post carries, as the it-submit listeners left them, by
 * the one rule both submit paths follow (the React form's post, and the first
 * view's native post before React): a field a listener set or deleted in
 * `event.detail.fields` wins, then the value the form already holds (a hidden
 * input the page added), then the page's own. Each is cut to the length the
 * server keeps; undefined means the post leaves it out. Only the known context
 * fields: the form's own fields are what the visitor typed, never what a
 * listener wrote into the detail.
 */
export function sourceFieldsToPost(
  fields: Record<string, unknown>,
  dispatched: Readonly<Record<string, string>>,
  inForm: (name: SourceField) => unknown,
): [SourceField, string | undefined][] {
  return SOURCE_FIELDS.map((name) => {
    const held = inForm(name);
    const changed = fields[name] !== dispatched[name];
    const value = changed || typeof held !== 'string' || !held ? fields[name] : held;
    return [name, typeof value === 'string' && value ? [...value].slice(0, sourceFieldMax(name)).join('') : undefined];
  });
}

/** The React form's post with its context fields set by {@link sourceFieldsToPost}. */
export function withSourceFields(
  data: FormData,
  fields: Record<string, unknown>,
  dispatched: Readonly<Record<string, string>>,
): FormData {
  for (const [name, value] of sourceFieldsToPost(fields, dispatched, (field) => data.get(field))) {
    if (value === undefined) data.delete(name);
    else data.set(name, value);
  }
  return data;
}
