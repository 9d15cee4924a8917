import { useSignals } from '@preact/signals-react/runtime';
import { forgotPasswordForm } from '../../src/content/forms/forgot-password.ts';
import { useAccountForm } from '../../src/ui/use-account-form.ts';
import { Field } from '../../src/ui/Field.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import { useSiteNavigate } from '../../src/ui/use-site-navigate.ts';

/** Forgot password (front-end only): a valid e-mail clears the form, toasts and goes to /login. */
export function ForgotPassword() {
  const button = usePart('button');
  useSignals();
  const navigate = useSiteNavigate();
  const options = { form: forgotPasswordForm, words: 'forgotPassword', preset: {}, success: 'passwordSent' } as const;
  const { state, copy, formProps } = useAccountForm(options, (_values, form) => {
    form.reset({ email: '' });
    navigate('/login');
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <Field state={state} name="email" />
      <button type="submit" className="it-button it-form__submit" part={button}>
        {copy.submit}
      </button>
      <p className="it-form__note">
        <Link href="/login">{copy.back}</Link>
      </p>
    </form>
  );
}
