import { formLabels } from '../content/form-labels';
import { messages } from '../content/messages';
import { Link } from './Link';
import '../styles/base.css';
import '../styles/form.css';
import { usePart } from './widget-context';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  label: string;
  sending: boolean;
  /** Adds the one line under the button saying how the details are used, linking the privacy policy. */
  privacyNotice?: boolean;
}

/**
 * A form's submit button; while sending it says so and refuses a second click.
 * The privacy line lives here, not in a file of its own, because it belongs
 * to the moment of sending, and a chunk of its own would cost the form
 * widgets a request and its bytes.
 */
export function SubmitButton({ label, sending, privacyNotice = false }: SubmitButtonProps) {
  const notice = formLabels.privacyNotice;
  const part = usePart('button');
  return (
    <>
      <button type="submit" className="it-button it-form__submit" part={part} aria-disabled={sending || undefined}>
        {sending ? messages.form.sending : label}
      </button>
      {privacyNotice && (
        <p className="it-form__note it-form__privacy">
          {notice.before}
          <Link href={notice.href}>{notice.link}</Link>
          {notice.after}
        </p>
      )}
    </>
  );
}
