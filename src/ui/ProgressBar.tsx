import { messages } from '../content/messages';
import { formLabels } from '../content/form-labels';
import '../styles/progress-bar.css';

/** An upload's progress from 0 to 100, as a native <progress> with its percentage in words. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="it-progress">
      <progress
        className="it-progress__bar"
        max={100}
        value={Math.round(percent)}
        aria-label={formLabels.uploadProgress}
      />
      <span className="it-progress__text" aria-live="polite">
        {messages.form.uploading(percent)}
      </span>
    </div>
  );
}
