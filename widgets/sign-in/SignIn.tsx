import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { signInForm } from '../../src/content/forms/sign-in.ts';
import { useAccountForm } from '../../src/ui/use-account-form.ts';
import { Field } from '../../src/ui/Field.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { SocialSignIn } from '../../src/ui/SocialSignIn.tsx';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import { useSiteNavigate } from '../../src/ui/use-site-navigate.ts';

/**
 * Sign in (front-end only): prefilled with the demo account. A valid submit
 * clears the form and toasts; only an e-mail beginning with 'user' then goes
 * to /home, as the spec says. Nothing is sent anywhere.
 */
export function SignIn() {
  const button = usePart('button');
  useSignals();
  const navigate = useSiteNavigate();
  const [remember, setRemember] = useState(true);
  const options = { form: signInForm, words: 'signIn', preset: signInForm.demo, success: 'loggedIn' } as const;
  const { state, copy, formProps } = useAccountForm(options, (values, form) => {
    form.reset({ email: '', password: '' });
    if (values.email.startsWith('user')) navigate('/home');
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <Field state={state} name="email" />
      <Field state={state} name="password" />
      <div className="it-form__line">
        <label className="it-check">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {copy.remember}
        </label>
        <Link href="/forgot">{copy.forgot}</Link>
      </div>
      <button type="submit" className="it-button it-form__submit" part={button}>
        {copy.submit}
      </button>
      <SocialSignIn heading={copy.socialHeading} />
      <p className="it-form__note">
        {copy.registerPrompt} <Link href="/register">{copy.register}</Link>
      </p>
    </form>
  );
}
