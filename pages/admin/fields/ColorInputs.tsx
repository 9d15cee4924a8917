import { hexColour } from '../../../src/content/page-accent.ts';
import { adminMessages } from '../messages.ts';
import '../admin.css';
import './fields.css';

const words = adminMessages.fields;

/** Props of {@link ColorInputs}. */
export interface ColorInputsProps {
  /** The text input's id: the field's label and a problem's link point at it. */
  id: string;
  value: unknown;
  /** What an unset value shows (the site's colour), in the picker. */
  defaultValue?: string;
  /** The field's label, which names the picker too. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (value: unknown) => void;
}

/**
 * A colour as the browser's picker and its #rrggbb text side by side: the
 * picker to choose by eye, the text for a brand's exact value (and for whoever
 * finds a picker hard to use). A picker cannot be empty, so a button clears the
 * value, as emptying the text does: the key leaves the file, and the page takes
 * the site's colour back. Text that is not yet a colour stays as typed, for
 * the check to name.
 */
export function ColorInputs({ id, value, defaultValue, label, describedBy, invalid, onChange }: ColorInputsProps) {
  const text = typeof value === 'string' ? value : '';
  const shown = hexColour.test(text) ? text.toLowerCase() : (defaultValue ?? '#000000');
  return (
    <div className="admin-field__colour">
      <input
        type="color"
        className="admin-field__swatch"
        value={shown}
        aria-label={words.colourPicker(label)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        className="admin-field__input"
        value={text}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      <button
        type="button"
        className="admin-button admin-button--small"
        disabled={text === ''}
        onClick={() => onChange(undefined)}
      >
        {words.colourClear}
      </button>
    </div>
  );
}
