import { useSignals } from '@preact/signals-react/runtime';
import { signUpForm } from '../../src/content/forms/sign-up.ts';
import { useAccountForm } from '../../src/ui/use-account-form.ts';
import { Field } from '../../src/ui/Field.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import { useSiteNavigate } from '../../src/ui/use-site-navigate.ts';

const empty = { full_name: '', email: '', password: '', confirm_password: '' };

/** Sign up (front-end only): a valid submit clears the form, toasts 'Registration Complete successfully!' and goes to /login. */
export function SignUp() {
  const button = usePart('button');
  useSignals();
  const navigate = useSiteNavigate();
  const options = { form: signUpForm, words: 'signUp', preset: empty, success: 'registered' } as const;
  const { state, copy, formProps } = useAccountForm(options, (_values, form) => {
    form.reset(empty);
    navigate('/login');
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <Field state={state} name="full_name" />
      <Field state={state} name="email" />
      <Field state={state} name="password" />
      <Field state={state} name="confirm_password" />
      <button type="submit" className="it-button it-form__submit" part={button}>
        {copy.submit}
      </button>
      <p className="it-form__note">
        {copy.loginPrompt} <Link href="/login">{copy.login}</Link>
      </p>
    </form>
  );
}
