import { defineForm } from './define-form.ts';

/** Sign in (/login and <it-sign-in>), front-end only: no accounts exist. */
export const signInForm = defineForm({
  fields: {
    email: { rule: 'email', label: 'Email', placeholder: 'Email address', type: 'email', autoComplete: 'username' },
    password: {
      rule: 'required',
      label: 'Password',
      placeholder: 'Password',
      type: 'password',
      autoComplete: 'current-password',
    },
  },
  submit: 'Login',
  remember: 'Remember Me',
  forgot: 'Forgot Password?',
  socialHeading: 'Or sign in with',
  register: 'Create free account',
  registerPrompt: 'Don’t have an account?',
  /** The demo credentials the form starts with; e-mails beginning with 'user' go to /home. */
  demo: { email: 'user@example.com', password: 'demo1234' },
});
