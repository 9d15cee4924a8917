import { useSignals } from '@preact/signals-react/runtime';
import { useId, type RefObject } from 'react';
import type { UploadField } from '../content/forms/define-form.ts';
import type { FormState } from '../forms/form-state.ts';
import '../styles/field.css';
import { usePart } from './widget-context.ts';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  state: FormState;
  copy: UploadField;
  accept: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * A labelled file input whose rules (type, size) the form state checks through
 * its extra check; the hint under it says what is accepted before anyone tries.
 */
export function FileField({ state, copy, accept, inputRef }: FileFieldProps) {
  useSignals();
  const { name } = copy;
  const id = useId();
  const error = state.visibleErrors.value[name];
  const [label, field] = [usePart('label'), usePart('field')];
  return (
    <div className={`it-field${error ? ' it-field--invalid' : ''}`}>
      <label className="it-field__label" htmlFor={`${id}-control`} part={label}>
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-control`}
        className="it-field__control it-field__control--file"
        part={field}
        type="file"
        name={name}
        accept={accept}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={() => state.touch(name)}
      />
      <p className="it-field__hint" id={`${id}-hint`}>
        {copy.placeholder}
      </p>
      {error && (
        <p className="it-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
