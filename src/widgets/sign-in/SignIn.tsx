import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { accountLabels } from '../../content/account-labels';
import { pageMessages } from '../../content/page-messages';
import { loginSchema } from '../../forms/schemas';
import { useAccountForm } from '../../ui/use-account-form';
import { notify } from '../../state/toasts';
import { Field } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { SocialSignIn } from '../../ui/SocialSignIn';
import '../../styles/base.css';
import '../../styles/form.css';

const copy = accountLabels.login;

/**
 * Sign in (front-end only): prefilled with the demo account. A valid submit
 * clears the form and toasts; only an e-mail beginning with 'user' then goes
 * to /home, as the spec says. Nothing is sent anywhere.
 */
export function SignIn() {
  useSignals();
  const [, navigate] = useLocation();
  const [remember, setRemember] = useState(true);
  const { state, formProps } = useAccountForm(loginSchema, copy.demo, (values, form) => {
    form.reset({ email: '', password: '' });
    notify('success', pageMessages.account.loggedIn);
    if (values.email.startsWith('user')) navigate('/home');
  });
  return (
    <form {...formProps} aria-label={copy.submit}>
      <Field state={state} name="email" copy={copy.email} type="email" autoComplete="username" />
      <Field state={state} name="password" copy={copy.password} type="password" autoComplete="current-password" />
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
      <button type="submit" className="it-button it-form__submit">
        {copy.submit}
      </button>
      <SocialSignIn heading={copy.socialHeading} />
      <p className="it-form__note">
        {copy.registerPrompt} <Link href="/register">{copy.register}</Link>
      </p>
    </form>
  );
}
