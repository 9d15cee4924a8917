import { formLabels } from '../content/form-labels.ts';
import { messages } from '../content/messages.ts';
import { Link } from './Link.tsx';
import '../styles/base.css';
import '../styles/form.css';
import { useCatalogue, usePart } from './widget-context.ts';

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
  const catalogue = useCatalogue();
  const notice = (catalogue?.labels ?? formLabels).privacyNotice;
  const part = usePart('button');
  return (
    <>
      <button type="submit" className="it-button it-form__submit" part={part} aria-disabled={sending || undefined}>
        {sending ? (catalogue?.form ?? messages.form).sending : label}
      </button>
      {privacyNotice && (
        <p className="it-form__note it-form__privacy">
          {notice.before}
          <Link href={formLabels.privacyNotice.href}>{notice.link}</Link>
          {notice.after}
        </p>
      )}
    </>
  );
}
