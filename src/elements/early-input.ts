// What the visitor does to prerendered markup before React has adopted it, kept
// to hand over to React: shared by the widgets' first view (first-view.ts) and
// the host site's islands (pages/island-loader.ts). No React here.

/** Early input being watched on one part of the page. */
export interface EarlyInput {
  /**
   * React has adopted the markup: replay the fields the visitor changed, the
   * last button they pressed and a form they sent, so React's state holds what
   * the screen shows and the send goes through React's handler.
   */
  handOver(): void;
  /** Stop watching; a form held back (`holdSubmits`) is sent natively, as without script. */
  dispose(): void;
}

/** Options of {@link watchEarlyInput}. */
export interface EarlyInputOptions {
  /**
   * Hold back a form sent before React arrives and send it through React once
   * it has (an island that is waking). Without it the form posts natively.
   */
  holdSubmits?: boolean;
  /**
   * The markup was put in by the same script that watches it (a widget's first
   * view): nothing can have been typed before, and what differs from the markup
   * (a prefill) is the script's own doing, not the visitor's.
   */
  insertedNow?: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** Watches `root` (an element or a shadow root) for input that React, once there, must be told about. */
export function watchEarlyInput(
  root: Element | ShadowRoot,
  { holdSubmits = false, insertedNow = false }: EarlyInputOptions = {},
): EarlyInput {
  const changed = new Set<Field>();
  let pressed: HTMLElement | null = null;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const onChange = (event: Event) => {
    const [target] = event.composedPath();
    if (isField(target ?? null)) changed.add(target as Field);
  };
  // A button that does something in the page (a tab, a carousel arrow) waits for
  // React; a link, a submit button and a native control keep their own behaviour.
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button, [role="tab"]');
    if (!(button instanceof HTMLElement) || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
    pressed = button;
  };
  const onSubmit = (event: Event) => {
    if (!holdSubmits || event.defaultPrevented) return;
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
  };
  const listeners = [
    ['input', onChange],
    ['change', onChange],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  const stop = () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };
  return {
    dispose() {
      stop();
      if (held?.form.isConnected) held.form.submit();
      held = null;
    },
    handOver() {
      stop();
      // Typed before this script ran (a module script runs once the page has parsed): no event was seen.
      if (!insertedNow) {
        for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
          if (differsFromMarkup(field)) changed.add(field);
        }
      }
      for (const field of changed) replayChange(field);
      if (pressed?.isConnected) pressed.click();
      // Sent in a task of its own: the replayed fields reach a form's state (signals) in a render
      // React schedules after each event, and until then React would put their old values back.
      const send = held;
      if (send?.form.isConnected) {
        setTimeout(() => send.form.requestSubmit(send.submitter?.isConnected ? send.submitter : null));
      }
      held = null;
    },
  };
}

/** Whether a field shows something other than what the markup gave it: the visitor changed it. */
function differsFromMarkup(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * Tells React a field changed, with the value it shows now. React notices a
 * change by comparing the value it last saw with the field's; it first saw the
 * field at hydration, already holding what the visitor typed, so the value is
 * set back and forth (the property React watches, then the element's own) and
 * the event it listens for dispatched. Own code: no library replays input typed
 * before hydration, and React 19 does not.
 */
function replayChange(field: Field): void {
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    // React reads a select's and a file input's change events as they come.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    field.checked = !checked;
    // A click toggles it back, as the visitor's did; React listens for clicks on these.
    field.click();
    if (field.checked !== checked) field.checked = checked;
    return;
  }
  const value = field.value;
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
