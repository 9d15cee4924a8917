import { SOURCE_FIELDS, sourceFieldMax, sourceFields } from '../forms/lead-source';

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
 * Puts the context fields into the post as the it-submit listeners left them.
 * A page may set one (a utm_campaign it remembered from the visitor's landing
 * page) or delete one in `event.detail.fields`, or add a hidden input of that
 * name to the form; nothing else. Only the known context fields, each cut to
 * the length the server keeps: the form's own fields are what the visitor
 * typed, never what a listener wrote into the detail.
 */
export function withSourceFields(
  data: FormData,
  fields: Record<string, unknown>,
  dispatched: Readonly<Record<string, string>>,
): FormData {
  for (const name of SOURCE_FIELDS) {
    const changed = fields[name] !== dispatched[name];
    const inForm = data.get(name);
    const value = changed || typeof inForm !== 'string' || !inForm ? fields[name] : inForm;
    if (typeof value === 'string' && value) data.set(name, [...value].slice(0, sourceFieldMax(name)).join(''));
    else data.delete(name);
  }
  return data;
}
