import { defineForm } from './define-form.ts';

/** Forgot password (/forgot and <it-forgot-password>), front-end only: no accounts exist. */
export const forgotPasswordForm = defineForm({
  fields: {
    email: { rule: 'email', label: 'Email', placeholder: 'Email address', type: 'email', autoComplete: 'email' },
  },
  submit: 'Resend Password',
  back: 'Back to Sign In',
});
