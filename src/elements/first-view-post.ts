// A form of a widget's first view sent before React arrived: it posts natively,
// with where the lead came from, as the React form's post would. Loaded only at
// such a send (first-view.ts), which few visitors make: the script every page
// runs first does not carry the lead-source rules.
import { webAddress } from '../forms/lead-source.ts';
import { sourceFieldsToPost, submitFields } from '../ui/source-fields.ts';
import type { WidgetEmitter } from '../ui/widget-context.ts';

/** The form's name in events, as the React form gives it: the last segment of its action ('enquiry'). */
const formName = (form: HTMLFormElement) => new URL(form.action).pathname.split('/').pop() || 'form';

/**
 * Fires `it-submit` for `form` and, unless a listener cancels it, posts the
 * form natively with the context fields (page, referrer, utm_*, the partner's
 * label) and the tag's `success-url` as hidden fields.
 */
export function postNatively(
  form: HTMLFormElement,
  { source, successUrl }: { source?: string; successUrl?: string },
  emit: WidgetEmitter,
): void {
  const dispatched = submitFields(form, source);
  const fields = { ...dispatched };
  if (!emit('it-submit', { form: formName(form), fields }, { cancelable: true })) return;
  addSourceFields(form, fields, dispatched);
  addSuccessUrl(form, successUrl);
  // The browser checked the fields before its submit event; submit() posts without a second one.
  form.submit();
}

/**
 * The tag's `success-url` as a hidden field: the server redirects there (303)
 * when its origin is allowed, as the React form's own navigation after
 * it-success would.
 */
function addSuccessUrl(form: HTMLFormElement, successUrl: string | undefined): void {
  const address = webAddress(successUrl);
  if (!address || form.elements.namedItem('success_url')) return;
  form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'success_url', value: address }));
}

/**
 * The context fields as hidden inputs, by the rule the React form's post
 * follows too ({@link sourceFieldsToPost}).
 */
function addSourceFields(
  form: HTMLFormElement,
  fields: Record<string, unknown>,
  dispatched: Readonly<Record<string, string>>,
): void {
  const inputOf = (name: string) => {
    const existing = form.elements.namedItem(name);
    return existing instanceof HTMLInputElement ? existing : undefined;
  };
  for (const [name, value] of sourceFieldsToPost(fields, dispatched, (field) => inputOf(field)?.value)) {
    const input = inputOf(name);
    if (value === undefined) {
      input?.remove();
      continue;
    }
    const hidden = input ?? form.appendChild(document.createElement('input'));
    Object.assign(hidden, { type: 'hidden', name, value });
  }
}
