import { useCatalogue } from './widget-context.ts';
import { formLabels } from '../content/form-labels.ts';
import { HONEYPOT_NAME } from '../forms/honeypot.ts';
import '../styles/form.css';

/**
 * The trap field: clipped out of sight, out of the tab order and hidden from assistive
 * technology, so people never fill it; bots that fill every input do, and the
 * server then drops their post while answering as if it were accepted.
 */
export function Honeypot() {
  const catalogue = useCatalogue();
  return (
    <div className="it-honeypot" aria-hidden="true">
      <label>
        {(catalogue?.labels ?? formLabels).honeypot}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
