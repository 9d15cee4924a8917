import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { formLabels } from '../content/form-labels.ts';
import type { FormState } from '../forms/form-state.ts';
import { Link } from './Link.tsx';
import '../styles/field.css';
import '../styles/form.css';
import { usePart } from './widget-context.ts';

/** Props of {@link ConsentField}. */
export interface ConsentFieldProps {
  state: FormState;
  /** The field's name: the form posts 'yes' under it when ticked, nothing when not. */
  name: string;
  copy: { before: string; link: string; after: string };
}

/**
 * A required checkbox whose label says what the visitor agrees to and links
 * the privacy policy. Without JavaScript the browser itself refuses to send
 * the form unticked (`required`), so nothing typed is lost; with it, the
 * message shows under the box like any field's, and the server checks again.
 */
export function ConsentField({ state, name, copy }: ConsentFieldProps) {
  useSignals();
  const id = useId();
  const error = state.visibleErrors.value[name];
  const label = usePart('label');
  return (
    <div className={`it-field${error ? ' it-field--invalid' : ''}`}>
      <label className="it-check it-check--block" htmlFor={`${id}-control`} part={label}>
        <input
          id={`${id}-control`}
          type="checkbox"
          name={name}
          value="yes"
          required
          checked={state.values.value[name] === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            state.set(name, event.target.checked ? 'yes' : '');
            state.touch(name);
          }}
        />
        <span>
          {copy.before}
          <Link href={formLabels.privacyNotice.href}>{copy.link}</Link>
          {copy.after}
        </span>
      </label>
      {error && (
        <p className="it-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
