import { defineForm } from './define-form.ts';

const newPassword = { rule: 'required', type: 'password', autoComplete: 'new-password' } as const;

/** Sign up (/register and <it-sign-up>), front-end only: the confirmation must repeat the password. */
export const signUpForm = defineForm({
  fields: {
    full_name: { rule: 'name', label: 'Full Name', placeholder: 'Full name', autoComplete: 'name' },
    email: { rule: 'email', label: 'Email', placeholder: 'Email address', type: 'email', autoComplete: 'email' },
    password: { ...newPassword, label: 'Password', placeholder: 'Password' },
    confirm_password: {
      ...newPassword,
      label: 'Confirm Password',
      placeholder: 'Confirm password',
      sameAs: 'password',
    },
  },
  submit: 'Sign Up',
  loginPrompt: 'Already have an account?',
  login: 'Sign In',
});
