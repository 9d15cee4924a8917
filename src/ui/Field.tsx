import { useSignals } from '@preact/signals-react/runtime';
import { useId, type ChangeEvent, type FocusEvent } from 'react';
import type { FormState } from '../forms/form-state.ts';
import '../styles/field.css';
import '../styles/form.css';
import { usePart } from './widget-context.ts';

/** Props of {@link Field}; `name` must be one of the form state's fields, so a misspelt name does not compile. */
export interface FieldProps<F extends string = string> {
  state: FormState<F>;
  name: NoInfer<F>;
}

/**
 * A labelled form control bound to a form state: its label, placeholder and
 * kind of input come from the form's descriptor (src/content/forms/), the value
 * and its message from signals; the message is tied to the control
 * (aria-describedby, aria-invalid), so a screen reader reads it when the field gets focus.
 */
export function Field<F extends string>({ state, name }: FieldProps<F>) {
  useSignals();
  const id = useId();
  const copy = state.fields[name];
  const { control: as = 'input', type = 'text', options = [], rows = 5, autoComplete } = copy;
  const required = copy.rule !== 'optionalText';
  const error = state.visibleErrors.value[name];
  const label = usePart('label');
  const control = {
    id: `${id}-control`,
    name,
    value: state.values.value[name] ?? '',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'it-field__control',
    part: usePart('field'),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      state.set(name, event.target.value),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Another tab or app taking the focus blurs the field too, yet it stays the
      // active element: the visitor has not left it, so it shows no message yet.
      if ((event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement !== event.currentTarget)
        state.touch(name);
    },
  };
  return (
    <div className={`it-field${error ? ' it-field--invalid' : ''}`}>
      <label className="it-field__label" htmlFor={control.id} part={label}>
        {copy.label}
      </label>
      {as === 'textarea' && <textarea {...control} rows={rows} placeholder={copy.placeholder} />}
      {as === 'select' && (
        <select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.value === ''}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {as === 'input' && <input {...control} type={type} placeholder={copy.placeholder} autoComplete={autoComplete} />}
      {error && (
        <p className="it-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The name and e-mail fields side by side, as the contact, enquiry and careers forms open. */
export function NameAndEmail<F extends string>({ state }: { state: FormState<F | 'name' | 'email'> }) {
  return (
    <div className="it-form__row">
      <Field state={state} name="name" />
      <Field state={state} name="email" />
    </div>
  );
}
