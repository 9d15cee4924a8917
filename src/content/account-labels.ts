import { field } from './form-labels';

/**
 * Labels and buttons of the front-end-only account screens (sign in, forgot
 * password, sign up). Apart from form-labels.ts so the mail forms and their
 * widgets do not carry them.
 */
export const accountLabels = {
  login: {
    email: field('Email', 'Email address'),
    password: field('Password', 'Password'),
    remember: 'Remember Me',
    forgot: 'Forgot Password?',
    submit: 'Login',
    socialHeading: 'Or sign in with',
    register: 'Create free account',
    registerPrompt: 'Don’t have an account?',
    /** The demo credentials the form starts with; e-mails beginning with 'user' go to /home. */
    demo: { email: 'user@example.com', password: 'demo1234' },
  },
  forgot: {
    email: field('Email', 'Email address'),
    submit: 'Resend Password',
    back: 'Back to Sign In',
  },
  register: {
    fullName: field('Full Name', 'Full name'),
    email: field('Email', 'Email address'),
    password: field('Password', 'Password'),
    confirmPassword: field('Confirm Password', 'Confirm password'),
    submit: 'Sign Up',
    loginPrompt: 'Already have an account?',
    login: 'Sign In',
  },
} as const;
