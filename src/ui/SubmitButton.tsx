import { messages } from '../content/messages';
import '../styles/base.css';
import '../styles/form.css';

/** A form's submit button; while sending it says so and refuses a second click. */
export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  return (
    <button type="submit" className="it-button it-form__submit" aria-disabled={sending || undefined}>
      {sending ? messages.form.sending : label}
    </button>
  );
}
