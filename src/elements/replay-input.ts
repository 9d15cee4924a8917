// Replays to React what the visitor typed into prerendered markup before React
// adopted it (early-input.ts watched it). It runs only once React is there, so
// it travels with React (the widgets' runtime chunk, the host's client chunk),
// not in the small script a page runs first.

/** A form field the visitor can change. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The shape of {@link replayInput}, which early-input's handOver is given. */
export type ReplayInput = (root: ParentNode, changed: Iterable<Field>, scanMarkup: boolean) => void;

/**
 * Tells React about every field in `changed` and, with `scanMarkup` (the
 * markup was on the page before its watcher ran, so typing may have gone
 * unseen), about every field of `root` that differs from its markup.
 */
export const replayInput: ReplayInput = (root, changed, scanMarkup) => {
  const fields = new Set(changed);
  if (scanMarkup) {
    for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
      if (differsFromMarkup(field)) fields.add(field);
    }
  }
  for (const field of fields) replayChange(field);
};

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
