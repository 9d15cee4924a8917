import { cleanup, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { signInForm } from '../../src/content/forms/sign-in.ts';
import { pageMessages } from '../../src/content/page-messages.ts';
import { ForgotPassword } from '../../widgets/forgot-password/ForgotPassword.tsx';
import { SignIn } from '../../widgets/sign-in/SignIn.tsx';
import { SignUp } from '../../widgets/sign-up/SignUp.tsx';
import { describeElement, renderInSite } from '../layout/render-in-site.tsx';
import { queuedToasts, restoreMailServer, stubMailServer, type } from './form-helpers.tsx';

const input = (view: ReturnType<typeof renderInSite>, label: string) =>
  view.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('SignIn', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('starts prefilled with the demo account, Remember Me, a Forgot Password link and a Create free account link', () => {
    const view = renderInSite(<SignIn />, '/login');
    assert.equal(input(view, 'Email').value, signInForm.demo.email);
    assert.equal(input(view, 'Password').value, signInForm.demo.password);
    assert.equal(input(view, 'Remember Me').type, 'checkbox');
    assert.equal(view.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href'), '/forgot');
    assert.equal(view.getByRole('link', { name: 'Create free account' }).getAttribute('href'), '/register');
    assert.equal(view.getAllByRole('button', { name: /Facebook|X \(Twitter\)|LinkedIn/ }).length, 3);
  });

  it('an e-mail beginning with user signs in: the form clears, a toast, and /home; nothing is sent', async () => {
    const view = renderInSite(<SignIn />, '/login');
    const { sent } = stubMailServer();
    view.getByRole('button', { name: 'Login' }).click();
    await waitFor(() => assert.equal(view.location.history.at(-1), '/home'));
    assert.deepEqual(queuedToasts(), [`success: ${pageMessages.account.loggedIn}`]);
    assert.equal(input(view, 'Email').value, '');
    assert.equal(sent.length, 0);
  });

  it('any other valid e-mail gets the toast but stays on the page', async () => {
    const view = renderInSite(<SignIn />, '/login');
    type(input(view, 'Email'), 'ada@example.com');
    view.getByRole('button', { name: 'Login' }).click();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`success: ${pageMessages.account.loggedIn}`]));
    assert.equal(view.location.history.at(-1), '/login');
  });

  it('an empty field shows its message and the Empty field is not allowed! toast', async () => {
    const view = renderInSite(<SignIn />, '/login');
    type(input(view, 'Password'), '');
    type(input(view, 'Email'), 'ada@');
    view.getByRole('button', { name: 'Login' }).click();
    await view.findByText('The Password field is required.');
    assert.ok(view.getByText('The Email must be a valid email address.') instanceof HTMLElement, 'the Email message');
    assert.deepEqual(queuedToasts(), [`error: ${pageMessages.account.emptyField}`]);
    assert.ok(document.activeElement === input(view, 'Email'), `focus on ${describeElement(document.activeElement)}`);
  });
});

describe('SignUp', () => {
  afterEach(() => restoreMailServer());
  afterEach(() => cleanup());

  it('the confirmation must equal the password', async () => {
    const view = renderInSite(<SignUp />, '/register');
    type(input(view, 'Password'), 'analytical');
    type(input(view, 'Confirm Password'), 'engine');
    await view.findByText('The Confirm Password does not match the Password.');
    type(input(view, 'Confirm Password'), 'analytical');
    await waitFor(() =>
      assert.equal(describeElement(view.queryByText('The Confirm Password does not match the Password.')), 'nothing'),
    );
  });

  it('full name takes letters only; an empty submit toasts Empty field is not allowed!', async () => {
    const view = renderInSite(<SignUp />, '/register');
    type(input(view, 'Full Name'), 'Ada_99');
    view.getByRole('button', { name: 'Sign Up' }).click();
    await view.findByText('The Full Name may only contain letters and spaces.');
    assert.deepEqual(queuedToasts(), [`error: ${pageMessages.account.emptyField}`]);
  });

  it('a valid sign-up clears the form, toasts Registration Complete successfully! and goes to /login', async () => {
    const view = renderInSite(<SignUp />, '/register');
    type(input(view, 'Full Name'), 'Zoë Łukasz');
    type(input(view, 'Email'), 'zoe@example.com');
    type(input(view, 'Password'), 'analytical');
    type(input(view, 'Confirm Password'), 'analytical');
    view.getByRole('button', { name: 'Sign Up' }).click();
    await waitFor(() => assert.equal(view.location.history.at(-1), '/login'));
    assert.deepEqual(queuedToasts(), ['success: Registration Complete successfully!']);
    assert.equal(input(view, 'Full Name').value, '');
  });
});

describe('ForgotPassword', () => {
  afterEach(() => restoreMailServer());
  afterEach(() => cleanup());

  it('a bad e-mail is refused with its message and the toast', async () => {
    const view = renderInSite(<ForgotPassword />, '/forgot');
    type(input(view, 'Email'), 'zoe');
    view.getByRole('button', { name: 'Resend Password' }).click();
    await view.findByText('The Email must be a valid email address.');
    assert.deepEqual(queuedToasts(), [`error: ${pageMessages.account.emptyField}`]);
  });

  it('a valid e-mail clears the form, toasts and goes to /login', async () => {
    const view = renderInSite(<ForgotPassword />, '/forgot');
    type(input(view, 'Email'), 'zoe@example.com');
    view.getByRole('button', { name: 'Resend Password' }).click();
    await waitFor(() => assert.equal(view.location.history.at(-1), '/login'));
    assert.deepEqual(queuedToasts(), [`success: ${pageMessages.account.passwordSent}`]);
    assert.equal(input(view, 'Email').value, '');
    assert.equal(view.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href'), '/login');
  });
});
