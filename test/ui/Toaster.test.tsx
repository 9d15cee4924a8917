import { cleanup, render, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { sendKeys } from '@web/test-runner-commands';
import { notify, toastQueue } from '../../src/state/toasts.ts';
import toasts from '../../src/styles/toasts.css?inline';
import { Toaster } from '../../src/ui/Toaster.tsx';
import { applyStyles, describeElement } from '../layout/render-in-site.tsx';

describe('Toaster', () => {
  afterEach(() => {
    cleanup();
    toastQueue.value = [];
  });

  it('shows each notified toast top-right, in its kind, and empties the queue', async () => {
    applyStyles(toasts);
    const view = render(<Toaster />);
    notify('success', 'Your enquiry has been sent.');
    notify('error', 'Empty field is not allowed!');
    const toast = await view.findByText('Your enquiry has been sent.');
    await view.findByText('Empty field is not allowed!');
    assert.deepEqual(toastQueue.value, []);
    const container = document.querySelector('.Toastify__toast-container')!;
    assert.match(container.className, /top-right/);
    const box = container.getBoundingClientRect();
    const gap = Math.round(window.innerWidth - box.right);
    assert.ok(gap < 40, `${gap} px from the right edge`);
    assert.match(toast.closest('.Toastify__toast')!.className, /Toastify__toast--success/);
  });

  it('a toast in a right-to-left language reads right to left and names its language; others left to right', async () => {
    applyStyles(toasts);
    const view = render(<Toaster />);
    notify('error', 'يرجى تصحيح الأخطاء.', { lang: 'ar', dir: 'rtl' });
    notify('info', 'Your enquiry has been sent.');
    const arabic = (await view.findByText('يرجى تصحيح الأخطاء.')).closest<HTMLElement>('.Toastify__toast')!;
    const english = (await view.findByText('Your enquiry has been sent.')).closest<HTMLElement>('.Toastify__toast')!;
    assert.equal(getComputedStyle(arabic).direction, 'rtl');
    assert.equal(arabic.querySelector('[lang]')?.getAttribute('lang'), 'ar');
    assert.equal(getComputedStyle(english).direction, 'ltr');
  });

  it('Alt+T moves focus to the toasts', async () => {
    const view = render(<Toaster />);
    notify('info', 'Press Alt+T to reach me.');
    await view.findByText('Press Alt+T to reach me.');
    await sendKeys({ press: 'Alt+KeyT' });
    await waitFor(() => assert.notEqual(document.activeElement?.closest('.Toastify'), null));
  });

  it('a toast closes by itself after 5 seconds', async function () {
    this.timeout(10_000);
    const view = render(<Toaster />);
    notify('info', 'Gone in five seconds.');
    await view.findByText('Gone in five seconds.');
    await waitFor(() => assert.equal(describeElement(view.queryByText('Gone in five seconds.')), 'nothing'), {
      timeout: 8000,
    });
  });
});
