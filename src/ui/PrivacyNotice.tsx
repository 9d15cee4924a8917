import { formLabels } from '../content/form-labels';
import { Link } from './Link';
import '../styles/form.css';

/** The one line under a form's button that says how its details are used, linking the privacy policy. */
export function PrivacyNotice() {
  const { before, link, after, href } = formLabels.privacyNotice;
  return (
    <p className="it-form__note it-form__privacy">
      {before}
      <Link href={href}>{link}</Link>
      {after}
    </p>
  );
}
