import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { forgotPasswordForm } from '../../content/forms/forgot-password';
import { pageMessages } from '../../content/page-messages';
import { useAccountForm } from '../../ui/use-account-form';
import { notify } from '../../state/toasts';
import { Field } from '../../ui/Field';
import { Link } from '../../ui/Link';
import '../../styles/base.css';
import '../../styles/form.css';

const copy = forgotPasswordForm;

/** Forgot password (front-end only): a valid e-mail clears the form, toasts and goes to /login. */
export function ForgotPassword() {
  useSignals();
  const [, navigate] = useLocation();
  const { state, formProps } = useAccountForm(forgotPasswordForm, {}, (_values, form) => {
    form.reset({ email: '' });
    notify('success', pageMessages.account.passwordSent);
    navigate('/login');
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <Field state={state} name="email" />
      <button type="submit" className="it-button it-form__submit">
        {copy.submit}
      </button>
      <p className="it-form__note">
        <Link href="/login">{copy.back}</Link>
      </p>
    </form>
  );
}
