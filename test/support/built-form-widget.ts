// The built form widgets (dist/widgets/) in a browser test, as a partner's page
// holds them: a tag mounted and awake, and a field typed into as a visitor does.
import { until } from './until.ts';

/** Loads a built widget script: `enquiry-form.js`, `toaster.js`. */
export const loadWidget = (file: string) => import(/* @vite-ignore */ `/dist/widgets/${file}`);

/**
 * Mounts `<it-{tag} attributes>` in a fresh div in `container` (the body by
 * default) and waits until React has adopted its form (`:state(ready)`).
 */
export async function mountFormWidget(tag: string, attributes = '', container?: HTMLElement | ShadowRoot) {
  await loadWidget(`${tag}.js`);
  const host = document.createElement('div');
  host.innerHTML = `<it-${tag} ${attributes}></it-${tag}>`;
  (container ?? document.body).append(host);
  const element = host.firstElementChild as HTMLElement;
  const form = (await until(
    () => (element.matches(':state(ready)') ? element.shadowRoot?.querySelector('form') : null),
    `<it-${tag}>, ready`,
  ))!;
  return { host, element, form };
}

/** Types into a field as a visitor does: the native setter, then the event React listens to. */
export function typeInto(form: HTMLFormElement, name: string, value: string) {
  const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }),
  );
}

/** The text of each field's label, in order. */
export const fieldLabels = (form: HTMLFormElement) =>
  [...form.querySelectorAll('label.it-field__label')].map((label) => label.textContent);

/** The message shown beside each field that has one, in order. */
export const fieldErrors = (form: HTMLFormElement) =>
  [...form.querySelectorAll('.it-field__error')].map((message) => message.textContent);

/** Waits until the form's first label reads `text`: the language's catalogue has come. */
export const labelled = (form: HTMLFormElement, text: string) =>
  until(
    () => fieldLabels(form)[0] === text || undefined,
    `the first label to read "${text}" (it reads "${fieldLabels(form)[0]}")`,
  );
