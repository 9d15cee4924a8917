import { messages } from '../content/messages.ts';
import { formLabels } from '../content/form-labels.ts';
import '../styles/progress-bar.css';
import { useCatalogue } from './widget-context.ts';

/** An upload's progress from 0 to 100, as a native <progress> with its percentage in words. */
export function ProgressBar({ percent }: { percent: number }) {
  const catalogue = useCatalogue();
  return (
    <div className="it-progress">
      <progress
        className="it-progress__bar"
        max={100}
        value={Math.round(percent)}
        aria-label={(catalogue?.labels ?? formLabels).uploadProgress}
      />
      <span className="it-progress__text" aria-live="polite">
        {(catalogue?.form ?? messages.form).uploading(percent)}
      </span>
    </div>
  );
}
