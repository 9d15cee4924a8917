import type { ReactNode } from 'react';
import { slugList } from '../../../src/ui/slug-list.ts';
import { adminMessages } from '../messages.ts';
import { ColorInputs } from './ColorInputs.tsx';
import type { FieldSpec } from './field-spec.ts';
import './fields.css';

const words = adminMessages.fields;

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  spec: FieldSpec;
  /** The control's element id, which a problem's link points at. */
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** What the server or the checks found wrong with this value, in their words. */
  problems?: readonly string[];
}

/** A value as the text of an input: unset is empty. */
const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A switch's state: `true` (bare attribute or YAML true) or "true" is on; "false", false or unset is off unless the default is on. */
function isOn(value: unknown, defaultValue: string | undefined): boolean {
  if (value === undefined) return defaultValue === 'true';
  return value === true || value === 'true';
}

/**
 * One field: its label, its control, what it is for and any problem found with
 * it, tied together for assistive technology (`aria-describedby`,
 * `aria-invalid`). A cleared field gives undefined, which leaves the attribute
 * or key out of the file.
 */
export function FieldControl({ spec, id, value, onChange, problems = [] }: FieldControlProps) {
  const helpId = spec.help ? `${id}-help` : undefined;
  const problemId = problems.length > 0 ? `${id}-problems` : undefined;
  const describedBy = [problemId, helpId].filter(Boolean).join(' ') || undefined;
  const invalid = problems.length > 0 || undefined;
  const text = (next: string) => onChange(next === '' ? undefined : next);
  const label = (
    <>
      {spec.label}
      {spec.required && <span className="admin-field__required"> ({words.required})</span>}
    </>
  );
  let control: ReactNode;
  switch (spec.kind) {
    case 'textarea':
      control = (
        <textarea
          id={id}
          className="admin-field__input"
          rows={3}
          value={asText(value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => text(event.target.value)}
        />
      );
      break;
    case 'select':
      control = (
        <select
          id={id}
          className="admin-field__input"
          value={asText(value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => text(event.target.value)}
        >
          <option value="">{spec.defaultValue ? words.defaultChoice(spec.defaultValue) : words.notSet}</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'color':
      control = (
        <ColorInputs
          id={id}
          value={value}
          defaultValue={spec.defaultValue}
          label={spec.label}
          describedBy={describedBy}
          invalid={invalid}
          onChange={onChange}
        />
      );
      break;
    case 'switch': {
      const on = isOn(value, spec.defaultValue);
      // Off is no attribute (no key) when the default is off, and "false" when it is on.
      const toggle = (checked: boolean) =>
        onChange(checked === (spec.defaultValue === 'true') ? undefined : checked ? true : 'false');
      return (
        <div className="admin-field admin-field--switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="admin-field__switch"
            checked={on}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => toggle(event.target.checked)}
          />
          <label htmlFor={id} className="admin-field__label">
            {label}
          </label>
          <FieldNotes spec={spec} helpId={helpId} problemId={problemId} problems={problems} />
        </div>
      );
    }
    case 'checkboxes': {
      const chosen = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? slugList(value) : [];
      // Ticked values keep the order they were ticked in: the list is shown in that order.
      const toggle = (option: string, checked: boolean) => {
        const next = checked
          ? [...chosen.filter((item) => item !== option), option]
          : chosen.filter((item) => item !== option);
        onChange(next.length === 0 ? undefined : spec.asList ? next : next.join(','));
      };
      const order = words.order(chosen);
      return (
        <fieldset className="admin-field admin-field--checkboxes" aria-describedby={describedBy} aria-invalid={invalid}>
          <legend className="admin-field__label">{label}</legend>
          <div className="admin-field__choices">
            {spec.options?.map((option, index) => (
              <label key={option.value} className="admin-field__choice">
                <input
                  id={index === 0 ? id : `${id}-${index}`}
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </div>
          {order && <p className="admin-field__help">{order}</p>}
          <FieldNotes spec={spec} helpId={helpId} problemId={problemId} problems={problems} />
        </fieldset>
      );
    }
    default:
      control = (
        <input
          id={id}
          className="admin-field__input"
          type={spec.kind === 'number' ? 'number' : spec.kind === 'date' ? 'date' : 'text'}
          value={asText(value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => text(event.target.value)}
        />
      );
  }
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {control}
      <FieldNotes spec={spec} helpId={helpId} problemId={problemId} problems={problems} />
    </div>
  );
}

/** The help under a control, and the problems found with its value. */
function FieldNotes({
  spec,
  helpId,
  problemId,
  problems,
}: {
  spec: FieldSpec;
  helpId?: string;
  problemId?: string;
  problems: readonly string[];
}) {
  return (
    <>
      {problemId && (
        <ul id={problemId} className="admin-field__problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {helpId && (
        <p id={helpId} className="admin-field__help">
          {spec.help}
        </p>
      )}
    </>
  );
}
